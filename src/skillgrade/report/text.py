"""The terminal report: what to fix first, then scores and findings. Colour only on a TTY."""

from __future__ import annotations

from skillgrade.errors import ExitCode
from skillgrade.findings import Finding, Severity
from skillgrade.report.model import CompositeResult, ModelUsage, Report, SkillResult
from skillgrade.scoring import degraded
from skillgrade.scoring.dimensions import DIMENSIONS

_COLORS = {"red": "31", "yellow": "33", "green": "32", "dim": "2", "bold": "1", "cyan": "36"}
_SEVERITY_COLOR = {Severity.ERROR: "red", Severity.WARNING: "yellow", Severity.INFO: "dim"}
MAX_FIXES = 3


class _Style:
    def __init__(self, color: bool) -> None:
        self.color = color

    def __call__(self, text: str, name: str) -> str:
        return f"\x1b[{_COLORS[name]}m{text}\x1b[0m" if self.color else text


def render(report: Report, *, color: bool = False) -> str:
    style = _Style(color)
    single = len(report.skills) == 1
    out: list[str] = []
    lead = degraded.lines(report)
    if lead:
        out.extend(style(line.replace("degraded: ", "DEGRADED  ", 1), "red") for line in lead)
        out.append("")
    for skill in report.skills:
        out.extend(_skill_block(skill, style, detailed=single))
        out.append("")
    for manifest in report.manifests:
        active = [f for f in manifest.findings if not f.suppressed]
        if active:
            out.append(style(f"{manifest.path} ({manifest.kind} manifest)", "bold"))
            out.extend(_finding_lines(active, style))
            out.append("")
    if report.findings:
        out.extend(_finding_lines(report.findings, style))
        out.append("")
    if len(report.skills) > 1:
        out.extend(_table(report))
        out.append("")
    out.append(_summary_line(report, style))
    return "\n".join(out) + "\n"


def _headline(skill: SkillResult, style: _Style) -> str:
    comp = skill.composite
    if comp.score is None:
        return f"{style(skill.folder, 'bold')}  {style('not scored', 'red')}: {comp.reason}"
    measured = len(comp.measured_dimensions)
    coverage = f"{measured} of {len(DIMENSIONS)} dimensions, {comp.coverage or 0:.0%} of weight"
    penalty = f", anti-pattern penalty ×{comp.penalty:.2f}" if comp.penalty and comp.penalty < 1 else ""
    return (
        f"{style(skill.folder, 'bold')}  {style(f'{comp.score:.1f}', 'cyan')}  {_badge_text(comp)}  "
        f"({comp.confidence}{' · degraded' if comp.degraded else ''} · {coverage}{penalty})"
    )


def spread_lines(skill: SkillResult, style: _Style) -> list[str]:
    spread = skill.composite.judge_spread
    if spread is None:
        return []
    if spread.low is None or spread.high is None:
        return [style(f"  Judge spread: {spread.note}", "dim")]
    lines = [f"  Judge spread: {spread.low:.1f}–{spread.high:.1f} over {spread.passes} passes"]
    if spread.warning:
        lines.append(f"  {style('Warning', 'red')}: {spread.warning}")
    return lines


def _badge_text(comp: CompositeResult) -> str:
    if comp.badge_label:
        return comp.badge_label
    return "no badge (degraded)" if comp.degraded else "no badge"


def _skill_block(skill: SkillResult, style: _Style, detailed: bool) -> list[str]:
    lines = [_headline(skill, style), *spread_lines(skill, style)]
    if skill.expected_lift is not None:
        lines.append(style(f"  Expected lift {skill.expected_lift.summary()}", "dim"))
    if skill.composite.untrusted:
        lines.append(f"  {style('Untrusted', 'red')}: {skill.composite.untrusted}")
    elif skill.composite.confidence_reason:
        lines.append(style(f"  {skill.composite.confidence} only: {skill.composite.confidence_reason}", "dim"))
    if skill.priorities:
        lines.append("  Fix first")
        for number, item in enumerate(skill.priorities[: None if detailed else MAX_FIXES], 1):
            gain = style("blocks the gate", "red") if item.gain is None else f"+{item.gain:.1f} pts"
            lines.append(f"    {number}. {gain}  {item.title}")
            lines.extend(f"         → {action}" for action in item.actions)
            if detailed:
                lines.extend(f"         {style(ref, 'dim')}" for ref in item.findings)
    if detailed:
        lines.append("  Dimensions")
        for name, dim in skill.dimensions.items():
            if dim.score is None:
                why = dim.reason or "unmeasured at this depth"
                lines.append(
                    f"    {name:<25} {style('—', 'dim')}     {style(why, 'red' if why.startswith('failed') else 'dim')}"
                )
            else:
                interval = (
                    f"  [{dim.ci_low:.2f}–{dim.ci_high:.2f}]"
                    if dim.ci_low is not None and dim.ci_high is not None
                    else ""
                )
                layers = ", ".join(f"{layer} {value:.2f}" for layer, value in dim.layers.items())
                lines.append(
                    f"    {name:<25} {dim.score:.2f}  {dim.grade}   weight {dim.weight:.2f}   {layers}{interval}"
                )
        lines.extend(_judge_lines(skill, style))
    shown = [f for f in skill.findings if not f.suppressed and (detailed or f.severity is not Severity.INFO)]
    if shown:
        lines.append("  Findings")
        lines.extend(_finding_lines(shown, style))
    hidden = sum(1 for f in skill.findings if not f.suppressed and not detailed and f.severity is Severity.INFO)
    suppressed = sum(1 for f in skill.findings if f.suppressed)
    notes = [f"{hidden} info" for _ in [0] if hidden] + [f"{suppressed} suppressed" for _ in [0] if suppressed]
    if notes:
        lines.append(style(f"  ({', '.join(notes)} not shown)", "dim"))
    return lines


def _judge_lines(skill: SkillResult, style: _Style) -> list[str]:
    judge = next((layer for layer in skill.layers if layer.name == "judge" and layer.status != "skipped"), None)
    if judge is None:
        return []
    if judge.status == "failed":
        return [f"  Judge: {style('no usable answer', 'red')}: {judge.reason}"]
    lines = [f"  Judge: {', '.join(judge.models)}, {judge.judges} pass(es), rubric v{judge.rubric_version}"]
    if judge.agreement is not None:
        value = "undefined" if judge.agreement.value is None else f"{judge.agreement.value:.2f}"
        lines.append(f"    agreement: {judge.agreement.method} {value}")
    if judge.usage is not None:
        lines.append(f"    {_usage_text(judge.usage)}")
    if judge.context:
        lines.append(f"    {style(judge.context, 'dim')}")
    lines.extend(f"    {style('cut: ' + note, 'dim')}" for note in judge.cut)
    if judge.stripped:
        lines.append(f"    graded a copy without the text addressed to the evaluator: {', '.join(judge.stripped)}")
    return lines


def _usage_text(usage: ModelUsage) -> str:
    cost = "" if usage.cost_usd is None else f", ${usage.cost_usd:.4f}"
    tokens = usage.input_tokens + usage.cache_read_tokens + usage.cache_write_tokens
    attempts = "" if usage.attempts is None else f" ({usage.attempts} attempt(s) sent)"
    return (
        f"{usage.calls} answer(s){attempts}, {usage.cached_calls} from cache, "
        f"{tokens} in / {usage.output_tokens} out tokens{cost}"
    )


def _finding_lines(findings: list[Finding], style: _Style) -> list[str]:
    lines = []
    for f in findings:
        severity = style(f"{f.severity.value:<7}", _SEVERITY_COLOR[f.severity])
        target = f" [{f.target}]" if f.target else ""
        lines.append(f"    {f.location()}: {severity} {f.rule}{target}  {f.message}")
        lines.extend(f"        → {link.text()}" for link in f.evidence)
    return lines


def _table(report: Report) -> list[str]:
    width = min(60, max(len(s.folder) for s in report.skills))
    lines = [f"{'skill':<{width}}  {'score':>6}  {'badge':<9} {'errors':>6} {'warnings':>8}  gate"]
    for s in report.skills:
        score = "—" if s.composite.score is None else f"{s.composite.score:.1f}"
        badge = s.composite.badge.value if s.composite.badge else "—"
        counts = {sev: sum(1 for f in s.findings if f.severity is sev and not f.suppressed) for sev in Severity}
        folder = s.folder if len(s.folder) <= width else "…" + s.folder[-(width - 1) :]
        lines.append(
            f"{folder:<{width}}  {score:>6}  {badge:<9} {counts[Severity.ERROR]:>6} "
            f"{counts[Severity.WARNING]:>8}  {'pass' if s.passed else 'FAIL'}"
        )
    return lines


def _summary_line(report: Report, style: _Style) -> str:
    s = report.summary
    mean = f", mean score {s.mean_score:.1f}" if s.mean_score is not None else ""
    counts = ", ".join(f"{s.findings.get(k, 0)} {k}" for k in ("error", "warning", "info"))
    verdict = style("PASSED", "green") if report.passed else style("FAILED", "red")
    if degraded.exit_code(report) == ExitCode.DEGRADED:
        verdict = style("DEGRADED", "red")
    failing = [f"{sk.folder}: {'; '.join(sk.gate)}" for sk in report.skills if sk.gate]
    failing += [f"{m.path}: manifest errors" for m in report.manifests if not m.passed]
    tail = ("\n  " + "\n  ".join(failing)) if failing else ""
    model = f"; model: {_usage_text(s.usage)}" if s.usage is not None else ""
    return (
        f"{verdict}  {s.skills} skill(s), {s.passed} passed, {s.failed} failed{mean}; findings: {counts}{model}{tail}"
    )
