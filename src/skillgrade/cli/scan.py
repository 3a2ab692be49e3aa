"""``skillgrade scan``: the security rules alone, for a marketplace or CI gate.

The same deterministic scan ``score`` runs, without the quality rules and without a score
threshold: the gate is the findings (``--fail-on``, default error). No model is consulted, so
nothing a skill says to a model can remove a finding.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

import click

from skillgrade.cli.output import emit, load_settings, use_color
from skillgrade.errors import ExitCode
from skillgrade.evaluate import Options, evaluate
from skillgrade.findings import Finding, Severity
from skillgrade.report.formats import FORMATS
from skillgrade.report.model import Report
from skillgrade.rules import all_rules


@click.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--format", "output_format", type=click.Choice(sorted(FORMATS)), default="text", show_default=True)
@click.option("--output", "-o", type=click.Path(path_type=Path, dir_okay=False), help="Write the report to this file.")
@click.option(
    "--fail-on",
    type=click.Choice(["error", "warning", "never"]),
    help="Lowest finding severity that fails the gate [default: error].",
)
@click.option("--disable", multiple=True, metavar="RULE", help="Silence a rule (repeatable).")
@click.option("--config", type=click.Path(path_type=Path, dir_okay=False), help="Config file.")
@click.option("--jobs", "-j", type=click.IntRange(min=0), default=0, show_default=True, help="Worker processes.")
@click.pass_context
def scan(
    ctx: click.Context,
    /,
    paths: tuple[Path, ...],
    output_format: str,
    output: Path | None,
    fail_on: str | None,
    disable: tuple[str, ...],
    config: Path | None,
    jobs: int,
) -> int:
    """Scan the skills in PATHS for security problems only: every file, offline, deterministic.

    Exit 1 when a finding at the --fail-on severity (default: error) is reported.
    """
    settings = replace(load_settings(config, fail_on=fail_on, disable=disable), threshold=None)
    options = Options(debug=ctx.obj["debug"], jobs=jobs, families=("security",))
    report = evaluate(list(paths), settings, options)
    if not report.skills and not report.manifests:
        click.echo(f"skillgrade: error: no SKILL.md found under {', '.join(map(str, paths))}", err=True)
        return ExitCode.USAGE
    if output_format == "text" and output is None:
        click.echo(render_scan(report, color=use_color(sys.stdout)), nl=False)
    else:
        emit(report, output_format, output)
    return ExitCode.PASSED if report.passed else ExitCode.GATE_FAILED


def render_scan(report: Report, *, color: bool = False) -> str:
    """Security findings of each skill that has any, worst first: what, where, why it matters, the fix."""
    rules = all_rules()
    lines: list[str] = []
    counts = {severity: 0 for severity in Severity}
    for skill in report.skills:
        active = sorted((f for f in skill.findings if not f.suppressed), key=_rank)
        if not active:
            continue  # a marketplace scan lists what needs a look, not every clean skill
        verdict = "FAIL" if not skill.passed else "ok"
        lines.append(f"{skill.folder}  {verdict}  ({_tally(active)})")
        for finding in active:
            counts[finding.severity] += 1
            rule = rules.get(finding.rule)
            label = _paint(finding.severity.value, finding.severity, color)
            lines.append(f"  {finding.location()}: {label} {finding.rule}  {finding.message}")
            lines.extend(f"      → {link.text()}" for link in finding.evidence)
            if rule is not None and finding.severity is not Severity.INFO:
                lines.append(f"      why: {rule[1].summary}")
                lines.append(f"      fix: {finding.fix or rule[1].fix}")
    state = "PASSED" if report.passed else "FAILED"
    lines.append(
        f"\n{state}  {len(report.skills)} skill(s) scanned; findings: {counts[Severity.ERROR]} error, "
        f"{counts[Severity.WARNING]} warning, {counts[Severity.INFO]} info"
    )
    return "\n".join(lines) + "\n"


def _rank(finding: Finding) -> tuple[int, str, int]:
    return (finding.severity.rank, finding.path, finding.line or 0)


def _tally(findings: list[Finding]) -> str:
    if not findings:
        return "no findings"
    parts = [f"{sum(f.severity is s for f in findings)} {s.value}" for s in Severity]
    return ", ".join(p for p in parts if not p.startswith("0 "))


def _paint(text: str, severity: Severity, color: bool) -> str:
    if not color:
        return text
    code = {Severity.ERROR: "31", Severity.WARNING: "33", Severity.INFO: "36"}[severity]
    return f"\033[{code}m{text}\033[0m"
