"""``skillgrade rules``: list every rule, or show one rule's documentation."""

from __future__ import annotations

import json

import click

from skillgrade.errors import UsageError
from skillgrade.fix import FIXABLE, PARTLY_FIXABLE
from skillgrade.rules import all_rules
from skillgrade.rules.taxonomy import describe

NOT_FIXABLE = "no: the fix needs a person's judgement"


@click.command()
@click.argument("rule_id", required=False)
@click.option("--format", "output_format", type=click.Choice(["text", "json"]), default="text", show_default=True)
def rules(rule_id: str | None, output_format: str) -> None:
    """List the rules with their ids, or show the documentation of RULE_ID.

    Rules marked [fixable] are fixed by `skillgrade fix`, [partly fixable] in the cases `skillgrade rules
    ID` names (JSON: "fixable" and "autofix", what the fix does and leaves).
    """
    table = all_rules()
    if rule_id is not None:
        key = rule_id.upper()
        if key not in table:
            raise UsageError(f"no rule '{rule_id}' (run `skillgrade rules` for the list)")
        table = {key: table[key]}
    if output_format == "json":
        rows = [
            {
                "id": rid,
                "family": fam,
                "severity": r.severity.value,
                "category": r.category.value,
                "summary": r.summary,
                "fix": r.fix,
                "docs": r.docs,
                "dimension": r.dimension,
                "anti_pattern": r.anti_pattern,
                "owasp": r.owasp,
                "cwe": [f"CWE-{number}" for number in r.cwe],
                "fixable": rid in FIXABLE,
                "autofix": FIXABLE.get(rid),
            }
            for rid, (fam, r) in table.items()
        ]
        click.echo(json.dumps(rows, indent=2))
        return
    if rule_id is not None:
        family, rule = table[rule_id.upper()]
        click.echo(
            f"{rule.id}  ({family}, {rule.severity.value}, {rule.category.value}"
            f"{', anti-pattern' if rule.anti_pattern else ''})\n"
        )
        click.echo(f"{rule.summary}\n\n{rule.docs}\n\nFix: {rule.fix}")
        place = describe(rule.id)
        if place:
            click.echo(f"Taxonomy: {place}")
        click.echo(f"skillgrade fix: {FIXABLE.get(rule.id, NOT_FIXABLE)}")
        return
    width = max(len(rid) for rid in table)
    for rid, (family, rule) in table.items():
        marker = (" [anti-pattern]" if rule.anti_pattern else "") + _fixable_marker(rid)
        click.echo(f"{rid:<{width}}  {rule.severity.value:<7}  {family:<11}  {rule.summary}{marker}")


def _fixable_marker(rule_id: str) -> str:
    if rule_id not in FIXABLE:
        return ""
    return " [partly fixable]" if rule_id in PARTLY_FIXABLE else " [fixable]"
