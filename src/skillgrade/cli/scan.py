"""``skillgrade scan``: the security rules alone, for a marketplace or CI gate.

The same deterministic scan ``score`` runs, without the quality rules and without a score
threshold: the gate is the findings (``--fail-on``, default error). No model is consulted, so
nothing a skill says to a model can remove a finding. ``--triage`` then asks a model for its reading
of each skill's intent (:mod:`skillgrade.layers.triage`): it may add a ``TRIAGE_INTENT`` warning and
can never remove or lower a deterministic finding; a triage that fails makes the run exit 4.
"""

from __future__ import annotations

import sys
from collections import Counter
from dataclasses import dataclass, replace
from pathlib import Path

import click

from skillgrade.cli.options import CONFIG_FILE, DISABLE_RULE, FAIL_ON, NO_SCAN_CACHE, scan_cache
from skillgrade.cli.output import emit, load_settings, use_color
from skillgrade.config import Config
from skillgrade.errors import ExitCode, ModelSetupError
from skillgrade.evaluate import Options, evaluate
from skillgrade.findings import Finding, Severity
from skillgrade.report.formats import FORMATS
from skillgrade.report.model import Report
from skillgrade.rules import all_rules


@click.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--format", "output_format", type=click.Choice(sorted(FORMATS)), default="text", show_default=True)
@click.option("--output", "-o", type=click.Path(path_type=Path, dir_okay=False), help="Write the report to this file.")
@FAIL_ON
@DISABLE_RULE
@CONFIG_FILE
@click.option("--jobs", "-j", type=click.IntRange(min=0), default=0, show_default=True, help="Worker processes.")
@click.option("--triage", is_flag=True, help="Also ask a model for each skill's intent (adds warnings only).")
@click.option(
    "--provider",
    type=click.Choice(["anthropic", "openai", "openai-compatible"]),
    help="Model provider for --triage [default: config judge.provider].",
)
@click.option("--model", help="Model for --triage [default: the config's first judge model].")
@click.option("--base-url", help="Provider endpoint for --triage, e.g. http://127.0.0.1:8080/v1.")
@click.option(
    "--dialect",
    type=click.Choice(["anthropic", "json_schema", "json_object", "tool", "prompt"]),
    help="How to ask the backend for JSON (default per provider).",
)
@click.option(
    "--triage-budget-tokens",
    type=click.IntRange(min=500),
    help="Tokens of skill text the triage model reads per skill [default: 2500].",
)
@click.option(
    "--allow-degraded",
    is_flag=True,
    help="When --triage fails, gate on the deterministic findings instead of exiting 4 (DEGRADED).",
)
@click.option("--cache-dir", type=click.Path(path_type=Path, file_okay=False), help="Model answer cache for --triage.")
@click.option("--no-cache", is_flag=True, help="With --triage: neither read nor write the model answer cache.")
@click.option("--offline", is_flag=True, help="With --triage: never call a model; answers must come from the cache.")
@NO_SCAN_CACHE
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
    triage: bool,
    provider: str | None,
    model: str | None,
    base_url: str | None,
    dialect: str | None,
    triage_budget_tokens: int | None,
    allow_degraded: bool,
    cache_dir: Path | None,
    no_cache: bool,
    offline: bool,
    no_scan_cache: bool,
) -> int:
    """Scan the skills in PATHS for security problems only: every file, offline, deterministic.

    Exit 1 when a finding at the --fail-on severity (default: error) is reported; exit 4 when
    --triage was asked for and failed for a skill (unless --allow-degraded).
    """
    settings = replace(load_settings(config, fail_on=fail_on, disable=disable), threshold=None)
    triage_flags = {"provider": provider, "model": model, "base_url": base_url, "dialect": dialect}
    if not triage and (any(triage_flags.values()) or cache_dir or no_cache or offline):
        raise ModelSetupError("--provider, --model, --base-url, --dialect and the cache flags go with --triage")
    cache = _TriageCache(
        cache_dir or (Path(settings.judge.cache_dir) if settings.judge.cache_dir else None), no_cache, offline
    )
    options = Options(debug=ctx.obj["debug"], jobs=jobs, families=("security",))
    with scan_cache(no_scan_cache, paths):
        report = evaluate(list(paths), settings, options)
    if not report.skills and not report.manifests:
        click.echo(f"skillgrade: error: no SKILL.md found under {', '.join(map(str, paths))}", err=True)
        return ExitCode.USAGE
    notes: list[str] = []
    if triage:
        report, notes = _triaged(report, settings, triage_flags, triage_budget_tokens, allow_degraded, cache)
    if output_format == "text" and output is None:
        click.echo(render_scan(report, color=use_color(sys.stdout)), nl=False)
    else:
        emit(report, output_format, output)
    for note in notes:
        click.echo(f"skillgrade: {note}", err=True)
    if triage and not allow_degraded and any(s.degraded for s in report.skills):
        return ExitCode.DEGRADED
    return ExitCode.PASSED if report.passed else ExitCode.GATE_FAILED


@dataclass(frozen=True)
class _TriageCache:
    directory: Path | None
    off: bool
    offline: bool


def _triaged(
    report: Report,
    settings: Config,
    flags: dict[str, str | None],
    budget: int | None,
    allow_degraded: bool,
    cache: _TriageCache,
) -> tuple[Report, list[str]]:
    """The report with the triage model's intent findings added, and the lines that say what triage did."""
    from skillgrade.extras import require

    require("llm")
    from skillgrade.findings import blocking_severities
    from skillgrade.layers import triage
    from skillgrade.llm.types import ProviderConfig

    judge = settings.judge
    provider = flags["provider"] or judge.provider
    model = flags["model"] or (judge.models[0] if judge.models else None)
    if provider is None or model is None:
        raise ModelSetupError(
            "--triage needs a model: give --provider and --model (or set judge.provider and judge.models)"
        )
    config = ProviderConfig(
        provider=provider,
        model=model,
        base_url=flags["base_url"] or judge.base_url,
        dialect=flags["dialect"] or judge.dialect,
        concurrency=judge.concurrency,
        timeout=judge.timeout,
        max_retries=judge.max_retries,
    )
    options = triage.TriageOptions(
        config,
        budget_tokens=budget or triage.DEFAULT_BUDGET_TOKENS,
        cache_dir=cache.directory,
        use_cache=not cache.off,
        offline=cache.offline,
    )
    outcomes = triage.run_triage(report, options)
    blocking = blocking_severities(settings.fail_on)
    triaged = triage.apply(report, outcomes, allow_degraded=allow_degraded, model=model, blocking=blocking)
    done = triage.summarise(outcomes, model)
    notes = [
        f"triage: {done.model} read {done.skills - done.failed} of {done.skills} skill(s) and added "
        f"{done.added} intent finding(s)" + (f"; {done.cut} skill(s) were cut to the token budget" if done.cut else "")
    ]
    failures = [o.failure for o in outcomes if o.failure is not None]
    for reason, count in Counter(failures).most_common():
        notes.append(f"degraded: triage failed for {count} skill{'s' if count > 1 else ''}: {reason}")
    if failures:
        notes.append(
            "degraded: --allow-degraded: those skills are gated on the deterministic findings"
            if allow_degraded
            else f"degraded: exit {int(ExitCode.DEGRADED)} (--allow-degraded gates on the deterministic findings)"
        )
    return triaged, notes


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
