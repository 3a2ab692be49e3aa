"""``skillgrade fix``: write the mechanical fixes (the ones pull-request suggestions carry), re-score.

Exit codes (see :mod:`skillgrade.errors`):
  0  fixes written (or none needed) and the re-scored skills pass the gate; with --diff: nothing to change
  1  the re-scored skills fail the gate (what is left needs a person); with --diff: there are fixes to apply
  2  bad usage, no SKILL.md under the paths, or a SKILL.md that could not be written (a symlink, changed meanwhile)
  3  internal error
"""

from __future__ import annotations

import difflib
import os
import re
import sys
from pathlib import Path

import click

from skillgrade.cli.options import CONFIG_FILE, DISABLE_RULE, TARGETS
from skillgrade.cli.output import load_settings, nothing_to_report
from skillgrade.config import Config
from skillgrade.errors import ExitCode
from skillgrade.evaluate import evaluate
from skillgrade.findings import Finding
from skillgrade.fix import FixOutcome, FixRefused, fix_skill, write_fix
from skillgrade.report.model import Report, SkillResult
from skillgrade.skill.discovery import discover
from skillgrade.skill.loader import load_skill
from skillgrade.wording import plural


@click.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--diff", "show_diff", is_flag=True, help="Print the fixes as a unified diff; write nothing.")
@TARGETS
@DISABLE_RULE
@CONFIG_FILE
def fix(
    paths: tuple[Path, ...], show_diff: bool, targets: tuple[str, ...], disable: tuple[str, ...], config: Path | None
) -> int:
    """Apply the mechanical fixes to the skills in PATHS, then score them again.

    Only fixes that need no judgement: frontmatter normalisation (quoting, allowed-tools as a
    space-separated string, metadata values as strings, name equal to its folder where the spec
    requires it, no BOM, LF line endings), duplicate keys, backslashes in links. `skillgrade rules`
    marks them [fixable]. Comments and formatting of the frontmatter are kept; nothing in the skill
    is run.

    Exit codes: 0 done and the gate passes (--diff: nothing to change); 1 the gate still fails
    (--diff: there are fixes); 2 bad usage or a file that could not be written; 3 internal error.
    """
    settings = load_settings(config, targets=targets, disable=disable)
    before = evaluate(list(paths), settings)
    nothing = nothing_to_report(before, paths, sharded=False)
    if nothing is not None:
        return nothing
    refused: dict[str, str] = {}
    outcomes = _fix_all(paths, before, settings, refused)
    if show_diff:
        return _show_diff(outcomes, refused)
    refused = _write_all(outcomes, refused)
    after = evaluate(list(paths), settings) if any(o.changed for o in outcomes) else before
    _report(outcomes, before, after, refused)
    if refused:
        return ExitCode.USAGE
    return ExitCode.PASSED if after.passed else ExitCode.GATE_FAILED


def _fix_all(paths: tuple[Path, ...], report: Report, settings: Config, refused: dict[str, str]) -> list[FixOutcome]:
    """One outcome for each skill the report scored (config excludes are honoured that way); a
    skill that cannot be fixed goes into ``refused`` with the reason."""
    roots = {t.path: t.tree_root for t in discover(list(paths)).skills}
    outcomes = []
    for result in report.skills:
        skill_md = Path(os.path.abspath(result.path))
        tree_root = roots.get(skill_md)
        if tree_root is None:
            continue
        try:
            outcomes.append(fix_skill(load_skill(skill_md, tree_root, result.folder), settings))
        except FixRefused as exc:
            refused[result.path] = str(exc)
    return outcomes


def _write_all(outcomes: list[FixOutcome], refused: dict[str, str]) -> dict[str, str]:
    for outcome in outcomes:
        try:
            write_fix(outcome)
        except FixRefused as exc:
            refused[outcome.skill.display_path] = str(exc)
    return refused


def _show_diff(outcomes: list[FixOutcome], refused: dict[str, str]) -> int:
    """The diff on standard output (``git apply`` takes it), what it leaves on standard error."""
    changed = [o for o in outcomes if o.changed]
    for outcome in changed:
        sys.stdout.write(unified_diff(outcome))
    for outcome in outcomes:
        for line in _left_lines(outcome):
            click.echo(line, err=True)
    fixes = sum(_fixed_count(o) for o in changed)
    for reason in refused.values():
        click.echo(f"not fixed: {reason}", err=True)
    click.echo(f"would fix {plural(fixes, 'finding')} in {plural(len(changed), 'skill')}; nothing written", err=True)
    if refused:
        return ExitCode.USAGE
    return ExitCode.GATE_FAILED if changed else ExitCode.PASSED


def unified_diff(outcome: FixOutcome) -> str:
    """A ``git apply``-able diff of one SKILL.md (a changed last line without a newline is marked)."""
    path = outcome.skill.display_path
    old = _lines(outcome.original.decode("utf-8", errors="replace"))
    new = _lines(outcome.encoded().decode("utf-8"))
    lines = []
    before, after = (path, path) if Path(path).is_absolute() else (f"a/{path}", f"b/{path}")
    for line in difflib.unified_diff(old, new, before, after):
        lines.append(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n")
    return "".join(lines)


def _lines(text: str) -> list[str]:
    """Lines with their endings, split at LF only (``str.splitlines`` also splits at U+2028 and others)."""
    return [line for line in re.split(r"(?<=\n)", text) if line]


def _left_lines(outcome: FixOutcome) -> list[str]:
    return [
        f"  left   line {u.finding.line or 1:<4} {u.finding.rule}: {u.reason}"
        for u in outcome.unfixed
        if u.finding.path == outcome.skill.display_path
    ]


def _report(outcomes: list[FixOutcome], before: Report, after: Report, refused: dict[str, str]) -> None:
    scores_before = {s.path: s for s in before.skills}
    scores_after = {s.path: s for s in after.skills}
    fixed_skills = 0
    for outcome in outcomes:
        path = outcome.skill.display_path
        old, new = scores_before.get(path), scores_after.get(path)
        if not outcome.applied and not outcome.unfixed and path not in refused:
            continue
        click.echo(f"{path}  {_score(old)} → {_score(new)}")
        if path in refused:
            click.echo(f"  not written: {refused[path]}")
        else:
            fixed_skills += bool(outcome.changed)
            for edit in sorted(outcome.applied, key=outcome.original_line):
                rules = ", ".join(dict.fromkeys(f.rule for f in edit.findings))
                click.echo(f"  fixed  line {outcome.original_line(edit):<4} {rules}: {edit.summary}")
        for line in _left_lines(outcome):
            click.echo(line)
    planned = {o.skill.display_path for o in outcomes}
    for path, reason in refused.items():
        if path not in planned:
            click.echo(f"{path}  not fixed: {reason}")
    reported = [*(f for s in after.skills for f in s.findings), *(f for m in after.manifests for f in m.findings)]
    remaining = [f for f in [*reported, *after.findings] if not f.suppressed]
    if remaining:
        click.echo("\nStill to fix (needs a person):")
        for finding in sorted(remaining, key=Finding.sort_key):
            click.echo(f"  {finding.location()}: {finding.severity.value} {finding.rule}  {finding.message}")
    fixed = sum(_fixed_count(o) for o in outcomes if o.skill.display_path not in refused)
    state = "PASSED" if after.passed else "FAILED"
    click.echo(
        f"\n{state}  fixed {plural(fixed, 'finding')} in {fixed_skills} of {plural(len(outcomes), 'skill')}; "
        f"{plural(len(remaining), 'finding')} left"
    )


def _fixed_count(outcome: FixOutcome) -> int:
    return len({id(finding) for edit in outcome.applied for finding in edit.findings})


def _score(result: SkillResult | None) -> str:
    score = result.composite.score if result is not None else None
    return "—" if score is None else f"{score:.1f}"
