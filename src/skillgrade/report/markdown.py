"""The Markdown report: GitHub-flavoured, for a pull-request comment or a job summary.

It leads with what to fix first (gate blockers, then the fixes worth the most composite points),
then a summary table when the run covered several skills, then one section per skill: its scores,
its dimensions (unmeasured ones said to be unmeasured, never 0) and its findings. Long sections
are collapsed with ``<details>``; every piece of user text is escaped; suppressed findings are only
counted. The whole report stays under :data:`MAX_CHARS` so it fits in a GitHub comment (65,536
characters): what does not fit is left out with a note saying so.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable

from skillgrade.errors import ExitCode
from skillgrade.findings import Finding, Severity
from skillgrade.report.model import Priority, Report, SkillResult
from skillgrade.scoring import degraded
from skillgrade.scoring.dimensions import DIMENSION_TITLES, DIMENSIONS

MAX_CHARS = 60_000
"""Upper bound of the whole report, in characters."""
MAX_FIX_SKILLS = 10
"""Skills listed under 'Fix first' in a run over several skills."""
MAX_FIXES_MULTI = 3
"""Fixes per skill under 'Fix first' in a run over several skills."""
MAX_FIXES_SINGLE = 15
MAX_REFS = 5
"""Findings named behind one fix."""
MAX_FINDING_ROWS = 100
"""Rows of one findings table."""
MAX_TEXT = 400
"""Characters of one piece of user text."""
OPEN_FINDINGS = 10
"""A findings table of at most this many rows is shown open in a single-skill report."""
_RESERVE = 800
"""Kept free for the truncation note and the footer."""

_SEVERITY_ICON = {Severity.ERROR: "❌ error", Severity.WARNING: "⚠️ warning", Severity.INFO: "ℹ️ info"}
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_SPACES = re.compile(r"\s+")
# ASCII punctuation that can start or end inline markup, a table cell, an HTML tag or entity, or
# (on GitHub) inline math; a backslash before any ASCII punctuation is always a literal in CommonMark.
_SPECIAL = re.compile(r"([\\`*_\[\]<>|~&#$!])")


def render(report: Report, *, color: bool = False) -> str:
    """The report as GitHub-flavoured Markdown (``color`` is accepted and ignored)."""
    out = _Writer(MAX_CHARS - _RESERVE)
    out.add(_header(report))
    _fix_first(report, out)
    if len(report.skills) > 1:
        _summary_table(report, out)
    single = len(report.skills) == 1
    # Failing skills first, so a truncated report still shows the ones that need attention.
    for skill in sorted(report.skills, key=lambda s: s.passed):
        if not out.add(_skill_section(skill, single=single)) and not out.add(_skill_section_short(skill)):
            out.omit("skill section")
    _manifests(report, out)
    if report.findings:
        block = _findings_block("Other findings", report.findings, heading="###", open_=True)
        if not out.add(block):
            out.omit("other findings")
    return out.finish(_footer(report))


class _Writer:
    """Collects blocks while they fit in ``limit`` characters; counts what had to be left out."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.blocks: list[str] = []
        self.size = 0
        self.omitted: dict[str, int] = {}

    def fits(self, block: str) -> bool:
        return self.size + len(block) + 2 <= self.limit

    def add(self, block: str) -> bool:
        if not block:
            return True
        if not self.fits(block):
            return False
        self.blocks.append(block)
        self.size += len(block) + 2
        return True

    def omit(self, what: str, count: int = 1) -> None:
        self.omitted[what] = self.omitted.get(what, 0) + count

    def finish(self, footer: str) -> str:
        blocks = list(self.blocks)
        if self.omitted:
            parts = ", ".join(f"{n} {what}{'s' if n > 1 else ''}" for what, n in self.omitted.items())
            blocks.append(
                f"> [!WARNING]\n> **Report truncated** to stay under {MAX_CHARS:,} characters: {parts} not shown. "
                "Run `skillgrade score --format text`, or `--format json` for the full report."
            )
        blocks.append(footer)
        return "\n\n".join(blocks) + "\n"


# ----------------------------------------------------------------------------------------------
# Escaping


def escape(text: str, limit: int = MAX_TEXT) -> str:
    """User text made safe for Markdown inline content and table cells: one line, escaped, capped."""
    text = _SPACES.sub(" ", _CONTROL.sub("", text)).strip()
    if len(text) > limit:
        text = text[: limit - 1].rstrip() + "…"
    # "@name" in skill text must not ping anyone when the report becomes a PR comment.
    return _SPECIAL.sub(r"\\\1", text).replace("@", "@&#8203;")


def _html(text: str, limit: int = MAX_TEXT) -> str:
    """User text for HTML context (``<summary>``), where Markdown is not rendered."""
    text = _SPACES.sub(" ", _CONTROL.sub("", text)).strip()
    if len(text) > limit:
        text = text[: limit - 1].rstrip() + "…"
    return html.escape(text, quote=True)


def _code(text: str) -> str:
    """An identifier such as a rule id as inline code, or escaped text when it cannot be one."""
    if re.fullmatch(r"[A-Za-z0-9_.\-/]{1,100}", text):
        return f"`{text}`"
    return escape(text)


def _details(summary: str, body: str, *, open_: bool = False) -> str:
    """A collapsed section; ``summary`` is already HTML. Blank lines let GitHub render the Markdown body."""
    return f"<details{' open' if open_ else ''}>\n<summary>{summary}</summary>\n\n{body}\n\n</details>"


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


# ----------------------------------------------------------------------------------------------
# Header, fix first, summary


def _header(report: Report) -> str:
    s = report.summary
    verdict = "✅ passed" if report.passed else "❌ gate failed"
    if degraded.exit_code(report) == ExitCode.DEGRADED:
        verdict = "⚠️ degraded: the requested depth did not run"
    facts = [_plural(s.skills, "skill"), f"{s.passed} passed", f"{s.failed} failed"]
    if s.manifests:
        facts.append(_plural(s.manifests, "manifest"))
    if s.mean_score is not None and s.skills > 1:
        facts.append(f"mean score {s.mean_score:.1f}")
    counts = ", ".join(f"{s.findings.get(k, 0)} {k}" for k in ("error", "warning", "info"))
    facts.append(f"findings: {counts}")
    if report.threshold is not None:
        facts.append(f"threshold {report.threshold:g}")
    lead = degraded.lines(report)
    warning = "> [!WARNING]\n" + "\n".join(f"> **{escape(line)}**  " for line in lead) + "\n\n" if lead else ""
    return f"## skillgrade: {verdict}\n\n" + warning + " · ".join(facts)


def _gain(item: Priority) -> str:
    return "⛔ **Blocks the gate**" if item.gain is None else f"**+{item.gain:.1f} pts**"


def _priority_lines(items: Iterable[Priority], start: int = 1) -> list[str]:
    lines: list[str] = []
    for number, item in enumerate(items, start):
        lines.append(f"{number}. {_gain(item)} · {escape(item.title)}")
        lines.extend(f"   - {escape(action)}" for action in item.actions)
        if item.findings:
            refs = ", ".join(escape(ref, 200) for ref in item.findings[:MAX_REFS])
            more = f" and {len(item.findings) - MAX_REFS} more" if len(item.findings) > MAX_REFS else ""
            lines.append(f"   - <sub>Behind it: {refs}{more}</sub>")
    return lines


def _skill_verdict(skill: SkillResult) -> str:
    if skill.passed:
        return "✅ passed"
    return "❌ fails the gate: " + escape("; ".join(skill.gate))


def _score_text(skill: SkillResult) -> str:
    return "not scored" if skill.composite.score is None else f"{skill.composite.score:.1f}"


def _fix_first(report: Report, out: _Writer) -> None:
    heading = "### 🔧 Fix first"
    single = len(report.skills) == 1
    needy = [s for s in report.skills if s.priorities or not s.passed]
    if not needy:
        if report.skills:
            out.add(f"{heading}\n\nNothing to fix: no blocking finding, and no measured dimension can gain points.")
        return
    if single:
        skill = needy[0]
        items = skill.priorities[:MAX_FIXES_SINGLE]
        lines = [heading, ""]
        if not skill.passed:
            lines += [_skill_verdict(skill), ""]
        lines += _priority_lines(items)
        if len(skill.priorities) > len(items):
            lines += ["", f"_…and {len(skill.priorities) - len(items)} smaller fixes._"]
        if not out.add("\n".join(lines)):
            out.add(heading + "\n\n" + "\n".join(_priority_lines(items[:3])))
            out.omit("fix", len(skill.priorities) - min(3, len(items)))
        return
    ranked = sorted(needy, key=lambda s: (s.passed, -_top_gain(s)))
    shown = ranked[:MAX_FIX_SKILLS]
    if not out.add(heading):
        return
    for skill in shown:
        items = skill.priorities[:MAX_FIXES_MULTI]
        lines = [f"**{escape(skill.folder)}** · {_score_text(skill)} · {_skill_verdict(skill)}", ""]
        lines += _priority_lines(items)
        if len(skill.priorities) > len(items):
            more = len(skill.priorities) - len(items)
            lines.append(f"\n_{more} more fix{'' if more == 1 else 'es'} in its section below._")
        if not out.add("\n".join(lines)):
            out.omit("skill under 'Fix first'", len(shown) - shown.index(skill))
            return
    if len(ranked) > len(shown):
        out.add(f"_{_plural(len(ranked) - len(shown), 'more skill')} with fixes: see the sections below._")


def _top_gain(skill: SkillResult) -> float:
    gains = [p.gain for p in skill.priorities]
    return float("inf") if None in gains else max((g for g in gains if g is not None), default=0.0)


def _counts(findings: Iterable[Finding]) -> dict[Severity, int]:
    counts = dict.fromkeys(Severity, 0)
    for f in findings:
        if not f.suppressed:
            counts[f.severity] += 1
    return counts


def _summary_table(report: Report, out: _Writer) -> None:
    rows = [
        "### Skills",
        "",
        "| Skill | Score | Badge | Errors | Warnings | Info | Gate |",
        "| --- | ---: | --- | ---: | ---: | ---: | --- |",
    ]
    if not out.add("\n".join(rows)):
        out.omit("summary table")
        return
    for index, skill in enumerate(report.skills):
        counts = _counts(skill.findings)
        badge = escape(skill.composite.badge_label or "—")
        gate = "✅ pass" if skill.passed else "❌ " + escape("; ".join(skill.gate) or "fail")
        row = (
            f"| {escape(skill.folder)} | {_score_text(skill)} | {badge} | {counts[Severity.ERROR]} "
            f"| {counts[Severity.WARNING]} | {counts[Severity.INFO]} | {gate} |"
        )
        # Rows are joined to the table: a blank line would end it.
        if out.fits(row) and out.blocks:
            out.blocks[-1] += "\n" + row
            out.size += len(row) + 1
        else:
            out.omit("summary row", len(report.skills) - index)
            break


# ----------------------------------------------------------------------------------------------
# One skill


def _coverage(skill: SkillResult) -> str:
    comp = skill.composite
    text = f"{len(comp.measured_dimensions)} of {len(DIMENSIONS)} dimensions"
    if comp.coverage is not None:
        text += f" ({comp.coverage:.0%} of weight)"
    return text


def _scores_table(skill: SkillResult) -> str:
    comp = skill.composite
    if comp.score is None:
        score = "**not scored**" + (f": {escape(comp.reason)}" if comp.reason else "")
    else:
        score = f"**{comp.score:.1f}** / 100"
    confidence = (comp.confidence or "—") + (" · degraded" if comp.degraded else "")
    lines = [
        "| Composite | Grade | Badge | Confidence | Coverage | Gate |",
        "| ---: | :---: | --- | --- | --- | --- |",
        f"| {score} | {escape(comp.grade or '—')} | {escape(comp.badge_label or '—')} "
        f"| {escape(confidence)} | {_coverage(skill)} | {_skill_verdict(skill)} |",
    ]
    if skill.expected_lift is not None:
        lines += ["", f"Expected lift: {escape(skill.expected_lift.summary())}"]
    spread = comp.judge_spread
    if spread is not None and spread.low is not None and spread.high is not None:
        lines += ["", f"Judge spread: {spread.low:.1f}–{spread.high:.1f} over {spread.passes} passes."]
        if spread.warning:
            lines += ["", f"> [!WARNING]\n> {escape(spread.warning)}"]
    elif spread is not None and spread.note:
        lines += ["", f"Judge spread: {escape(spread.note)}."]
    if comp.untrusted:
        lines += ["", f"**Untrusted:** {escape(comp.untrusted)}"]
    elif comp.confidence_reason:
        lines += ["", f"{escape(comp.confidence or '')} only: {escape(comp.confidence_reason)}"]
    if comp.penalty is not None and comp.penalty < 1:
        lines += ["", f"Anti-pattern penalty ×{comp.penalty:.2f} ({_plural(comp.anti_pattern_count, 'anti-pattern')})."]
    return "\n".join(lines)


def _dimensions_table(skill: SkillResult) -> str:
    lines = ["| Dimension | Score | Grade | Weight | Layers | 95% CI |", "| --- | ---: | :---: | ---: | --- | --- |"]
    for name, dim in skill.dimensions.items():
        title = escape(DIMENSION_TITLES.get(name, name))
        if dim.score is None:
            state = "_failed_" if (dim.reason or "").startswith("failed") else "_unmeasured_"
            why = escape(dim.reason.removeprefix("unmeasured: ")) if dim.reason else ""
            lines.append(f"| {title} | {state} | — | {dim.weight:.2f} | {why} | |")
            continue
        layers = ", ".join(f"{layer} {value:.2f}" for layer, value in dim.layers.items())
        interval = f"{dim.ci_low:.2f}–{dim.ci_high:.2f}" if dim.ci_low is not None and dim.ci_high is not None else ""
        grade = escape(dim.grade or "—")
        lines.append(f"| {title} | {dim.score:.2f} | {grade} | {dim.weight:.2f} | {layers} | {interval} |")
    return "\n".join(lines)


def _judge_block(skill: SkillResult) -> str:
    judge = next((layer for layer in skill.layers if layer.name == "judge" and layer.status != "skipped"), None)
    if judge is None:
        return ""
    if judge.status == "failed":
        reason = escape(judge.reason or "unknown reason")
        return f"**Judge:** no usable answer ({reason}); the judged dimensions are unmeasured."
    lines = [f"**Judge:** {escape(', '.join(judge.models))} · {judge.judges} pass(es) · rubric v{judge.rubric_version}"]
    if judge.agreement is not None:
        value = "undefined" if judge.agreement.value is None else f"{judge.agreement.value:.2f}"
        lines.append(f"- agreement: {judge.agreement.method} {value} over {judge.agreement.items} items")
    if judge.usage is not None:
        cost = "" if judge.usage.cost_usd is None else f" · ${judge.usage.cost_usd:.4f}"
        sent = "" if judge.usage.attempts is None else f" ({judge.usage.attempts} attempt(s) sent)"
        lines.append(f"- {judge.usage.calls} answer(s){sent}, {judge.usage.cached_calls} from cache{cost}")
    if judge.context:
        lines.append(f"- {escape(judge.context)}")
    lines.extend(f"- not fully read: {escape(note)}" for note in judge.cut)
    if judge.stripped:
        shown = ", ".join(_code(line) for line in judge.stripped)
        lines.append(f"- graded a copy without the text addressed to the evaluator: {shown}")
    return "\n".join(lines)


def _findings_table(findings: list[Finding]) -> str:
    lines = ["| Severity | Rule | Location | Message | Fix |", "| --- | --- | --- | --- | --- |"]
    for f in findings[:MAX_FINDING_ROWS]:
        message = f.message + (f" [{f.target}]" if f.target else "")
        chain = "".join(f"<br>→ {escape(link.text(), 300)}" for link in f.evidence)
        lines.append(
            f"| {_SEVERITY_ICON[f.severity]} | {_code(f.rule)} | {escape(f.location(), 300)} "
            f"| {escape(message)}{chain} | {escape(f.fix or '')} |"
        )
    if len(findings) > MAX_FINDING_ROWS:
        lines.append(f"\n_…and {len(findings) - MAX_FINDING_ROWS} more findings: see the JSON report._")
    return "\n".join(lines)


def _ordered(findings: Iterable[Finding]) -> list[Finding]:
    return sorted((f for f in findings if not f.suppressed), key=lambda f: (f.severity.rank, *f.sort_key()))


def _findings_summary(findings: list[Finding]) -> str:
    counts = _counts(findings)
    parts = [_plural(counts[sev], sev.value) for sev in Severity if counts[sev]]
    return f"Findings: {', '.join(parts)}" if parts else "Findings: none"


def _suppressed_note(findings: Iterable[Finding]) -> str:
    count = sum(1 for f in findings if f.suppressed)
    return f"_{_plural(count, 'suppressed finding')} not shown._" if count else ""


def _findings_block(title: str, findings: list[Finding], *, heading: str, open_: bool) -> str:
    active = _ordered(findings)
    parts = []
    if active:
        body = _findings_table(active)
        summary = _html(f"{title}: " + _findings_summary(active).removeprefix("Findings: "))
        parts.append(_details(summary, body, open_=open_))
    note = _suppressed_note(findings)
    if note:
        parts.append(note)
    if not parts:
        return ""
    return f"{heading} {escape(title)}\n\n" + "\n\n".join(parts)


def _skill_heading(skill: SkillResult, *, single: bool) -> str:
    name = escape(skill.folder)
    if single:
        return f"### {name}"
    return f"#### {name} · {_score_text(skill)} · {'✅' if skill.passed else '❌'}"


def _skill_section(skill: SkillResult, *, single: bool) -> str:
    parts = [_skill_heading(skill, single=single), _scores_table(skill)]
    measured = sum(1 for d in skill.dimensions.values() if d.score is not None)
    dims = _dimensions_table(skill)
    judge = _judge_block(skill)
    if judge:
        parts.append(judge)
    if single:
        parts.append(f"**Dimensions** ({measured} of {len(skill.dimensions)} measured)\n\n{dims}")
    else:
        parts.append(_details(f"Dimensions: {measured} of {len(skill.dimensions)} measured", dims))
        if len(skill.priorities) > MAX_FIXES_MULTI:
            fixes = "\n".join(_priority_lines(skill.priorities))
            parts.append(_details(f"All {len(skill.priorities)} fixes", fixes))
    active = _ordered(skill.findings)
    if active:
        open_ = (single and len(active) <= OPEN_FINDINGS) or not skill.passed
        parts.append(_details(_html(_findings_summary(active)), _findings_table(active), open_=open_))
    elif single:
        parts.append("No findings.")
    note = _suppressed_note(skill.findings)
    if note:
        parts.append(note)
    return "\n\n".join(parts)


def _skill_section_short(skill: SkillResult) -> str:
    """The section without dimensions or findings, for when the full one does not fit."""
    counts = _counts(skill.findings)
    tally = ", ".join(_plural(counts[sev], sev.value) for sev in Severity)
    return (
        f"{_skill_heading(skill, single=False)}\n\n{_scores_table(skill)}\n\n"
        f"_Findings: {tally} (details left out to keep the report short)._"
    )


# ----------------------------------------------------------------------------------------------
# Manifests and footer


def _manifests(report: Report, out: _Writer) -> None:
    if not report.manifests:
        return
    lines = ["### Manifests", "", "| Manifest | Kind | Result | Findings |", "| --- | --- | --- | --- |"]
    for m in report.manifests:
        counts = _counts(m.findings)
        tally = ", ".join(_plural(counts[sev], sev.value) for sev in Severity if counts[sev]) or "none"
        lines.append(f"| {escape(m.path)} | {m.kind} | {'✅ pass' if m.passed else '❌ fail'} | {tally} |")
    if not out.add("\n".join(lines)):
        out.omit("manifest table")
        return
    findings = [f for m in report.manifests for f in m.findings]
    if findings:
        failed = not all(m.passed for m in report.manifests)
        block = _findings_block("Manifest findings", findings, heading="####", open_=failed)
        if not out.add(block):
            out.omit("manifest finding table")


def _footer(report: Report) -> str:
    return (
        f"<sub>skillgrade {_html(report.tool.version)} · {report.depth} depth · "
        f"report v{report.version} · {_html(report.generated_at)}</sub>"
    )
