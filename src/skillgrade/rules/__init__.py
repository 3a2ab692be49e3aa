"""The rule registry: every rule family, in one explicit, sorted table."""

from __future__ import annotations

from dataclasses import replace

from skillgrade.rules import description, efficiency, links, load, security, spec, structure
from skillgrade.rules.base import CheckContext, Rule, SkillRuleFamily
from skillgrade.rules.taxonomy import classify

SKILL_FAMILIES: dict[str, SkillRuleFamily] = {
    "description": description,
    "efficiency": efficiency,
    "links": links,
    "load": load,
    "security": security,
    "spec": spec,
    "structure": structure,
}

__all__ = ["SKILL_FAMILIES", "CheckContext", "Rule", "all_rules"]


def all_rules() -> dict[str, tuple[str, Rule]]:
    """Every rule by id, with the family it belongs to."""
    from skillgrade.rules import manifest, triage

    table: dict[str, tuple[str, Rule]] = {}
    families: dict[str, tuple[Rule, ...]] = {name: module.RULES for name, module in SKILL_FAMILIES.items()}
    families["manifest"] = manifest.RULES
    families["triage"] = triage.RULES
    for family, rules in sorted(families.items()):
        for rule in rules:
            if rule.id in table:
                raise AssertionError(f"rule id {rule.id} is defined twice")
            table[rule.id] = (family, _classified(rule))
    return table


def _classified(rule: Rule) -> Rule:
    """The rule with its OWASP/CWE place from the taxonomy table; a definition that disagrees is a bug."""
    place = classify(rule.id)
    if place is None:
        return rule
    if (rule.owasp and rule.owasp != place.owasp) or (rule.cwe and rule.cwe != place.cwe):
        raise AssertionError(f"rule {rule.id} sets owasp/cwe other than skillgrade.rules.taxonomy's")
    return replace(rule, owasp=place.owasp, cwe=place.cwe)
