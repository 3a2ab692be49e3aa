"""The sticky pull-request comment and the job summary, rendered from the skill deltas.

The comment leads with the verdict (so notification e-mails say it), then one row per changed
skill, then a section per skill: every dimension before → after, new and fixed findings, the
remaining findings collapsed. A hidden marker finds the comment again; a hidden digest lets the
next run reuse these scores. The whole body is budgeted under GitHub's 65,536 characters (see
:func:`render_comment`): failing skills first and always, the rest collapsed, what does not fit
counted and pointed to the job summary, which has everything.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from pydantic import BaseModel, ConfigDict

from skillgrade.ci.delta import NOISE, SkillDelta
from skillgrade.ci.snapshot import FindingRef, FixRef, Snapshot
from skillgrade.findings import Category, Severity
from skillgrade.report.markdown import escape
from skillgrade.report.model import LiftResult, ModelUsage
from skillgrade.scoring.dimensions import DIMENSION_TITLES, DIMENSIONS

GITHUB_LIMIT = 65_536
MAX_COMMENT = 60_000
"""Our own ceiling: the limit minus room for the marker, the footer and the digest."""
MAX_DIGEST = 24_000
MAX_LISTED = 25
"""New or fixed findings listed per skill before "…and N more"."""

_ICON = {Severity.ERROR: "❌", Severity.WARNING: "⚠️", Severity.INFO: "ℹ️"}
_KIND = {"added": "🆕 added", "removed": "🗑️ removed", "modified": "modified", "renamed": "renamed"}


class RunFacts(BaseModel):
    """What the footer and headline say about the run."""

    model_config = ConfigDict(frozen=True)

    base_sha: str = ""
    """The merge base of the pull request: its changes are counted from here."""
    base_ref: str = ""
    head_sha: str = ""
    depth: str = "quick"
    models: tuple[str, ...] = ()
    usage: ModelUsage | None = None
    summary_url: str | None = None
    tool_version: str = ""
    degraded: tuple[str, ...] = ()
    """One line per cause when a model layer failed (``scoring.degraded.lines``): the comment leads with them."""
    review: str = ""
    """One line on where the new findings went: review comments on their lines, or this comment only."""


def marker() -> str:
    """The hidden line that identifies the sticky comment (one per pull request, sharded or not)."""
    return "<!-- skillgrade:comment -->"


def render_comment(deltas: list[SkillDelta], facts: RunFacts, digest: str = "") -> str:
    """The whole comment body, digest included, at most :data:`MAX_COMMENT` characters.

    Everything is in the budget, filled in this order: headline and footer, the digest, the rows
    and sections of failing skills (always: shortened to a list if they must be), then the passing
    skills' rows and sections, collapsed in ``<details>``. What does not fit is counted and pointed
    to the job summary, which has everything.
    """
    digest = digest if len(digest) <= MAX_DIGEST else ""
    failing = sorted((d for d in deltas if not d.passed), key=lambda d: d.folder)
    passing = sorted((d for d in deltas if d.passed), key=lambda d: d.folder)
    head = [marker(), _headline(deltas), _context(facts), *_degraded(facts), *([facts.review] if facts.review else [])]
    footer = _footer(facts)
    budget = _Budget(MAX_COMMENT - _size([*head, footer, digest]) - _NOTE_ROOM)
    with_lift = any(d.lift is not None for d in deltas)

    failing_rows = _failing_overview(failing, with_lift, budget)
    failing_sections, failing_left = _fit_sections(failing, budget)
    passing_rows, rows_left = _rows(passing, with_lift, budget)
    # A removed skill has nothing left to show beyond its row: no section (it would be a bare heading).
    passing_sections, passing_left = _fit_sections([d for d in passing if d.after is not None], budget)

    parts = [*head]
    if failing_rows:
        parts.append(failing_rows)
    if passing_rows:
        table = _table(passing_rows, with_lift)
        if rows_left:
            table += f"\n\n_…and {rows_left} more passing skills: see {_summary_link(facts)}._"
        collapse = bool(failing) or len(passing) > OPEN_ROWS
        parts.append(_details(f"{_plural(len(passing), 'passing skill')}", table) if collapse else table)
    elif passing:
        parts.append(f"_{_plural(len(passing), 'passing skill')}: see {_summary_link(facts)}._")
    parts.extend(failing_sections)
    if passing_sections and (failing or len(passing) > OPEN_ROWS):
        parts.append(
            _details(f"Details of {_plural(len(passing_sections), 'passing skill')}", "\n\n".join(passing_sections))
        )
    else:
        parts.extend(passing_sections)
    left_out = failing_left + passing_left
    if left_out:
        parts.append(
            f"> [!NOTE]\n> {_plural(left_out, 'skill section')} left out to stay under GitHub's "
            f"{GITHUB_LIMIT:,}-character limit: see {_summary_link(facts)} for the full report."
        )
    parts.append(footer)
    if digest:
        parts.append(digest)
    return "\n\n".join(parts) + "\n"


OPEN_ROWS = 20
"""Up to this many passing skills are shown open when none fails; otherwise they are collapsed."""
_NOTE_ROOM = 600
"""Room kept for the "left out" note and the separators between parts."""


class _Budget:
    """Characters left for the body; every part is charged with its separator."""

    def __init__(self, left: int) -> None:
        self.left = left

    def take(self, text: str) -> bool:
        if len(text) + 2 > self.left:
            return False
        self.left -= len(text) + 2
        return True


def _size(parts: list[str]) -> int:
    return sum(len(p) + 2 for p in parts if p)


def _details(summary: str, body: str) -> str:
    return f"<details>\n<summary>{summary}</summary>\n\n{body}\n\n</details>"


def _summary_link(facts: RunFacts) -> str:
    return f"the [job summary]({facts.summary_url})" if facts.summary_url else "the job summary"


def render_fallback(deltas: list[SkillDelta], facts: RunFacts, digest: str = "") -> str:
    """A short body for when GitHub still refuses the comment as too long (422): the verdict, every
    failing skill (as far as a quarter of the limit allows) and the digest, so the next run reuses it."""
    where = _summary_link(facts)
    failing = sorted((d for d in deltas if not d.passed), key=lambda d: d.folder)
    budget = _Budget(GITHUB_LIMIT // 4)
    lines: list[str] = []
    for d in failing:
        line = f"- ❌ {_folder(d)}: {escape('; '.join(d.failures))}"
        if not budget.take(line):
            lines.append(f"- …and {len(failing) - len(lines)} more failing skills")
            break
        lines.append(line)
    parts = [marker(), _headline(deltas), f"The full comparison did not fit in a comment: see {where}."]
    if lines:
        parts.append("\n".join(lines))
    if digest and len(digest) <= MAX_DIGEST:
        parts.append(digest)
    return "\n\n".join(parts)


def _fit_sections(deltas: list[SkillDelta], budget: _Budget) -> tuple[list[str], int]:
    sections: list[str] = []
    for index, delta in enumerate(deltas):
        for render in (_section, _section_short):
            text = render(delta)
            if budget.take(text):
                sections.append(text)
                break
        else:
            return sections, len(deltas) - index
    return sections, 0


# ----------------------------------------------------------------------------------------------
# Headline and overview


def _degraded(facts: RunFacts) -> list[str]:
    """The degraded-run lines as a warning block; each cause is capped so a long error cannot eat the budget."""
    if not facts.degraded:
        return []
    return ["\n".join(["> [!WARNING]", *(f"> {escape(line, 300)}  " for line in facts.degraded[:10])])]


def _headline(deltas: list[SkillDelta]) -> str:
    failed = [d for d in deltas if not d.passed]
    if not deltas:
        return "## skillgrade: ✅ no skill changed"
    if failed:
        return f"## skillgrade: ❌ gate failed for {_plural(len(failed), 'skill')} of {len(deltas)} changed"
    return f"## skillgrade: ✅ gate passed · {_plural(len(deltas), 'skill')} changed"


def _context(facts: RunFacts) -> str:
    parts = []
    if facts.head_sha and facts.base_sha:
        branch = f" with `{escape(facts.base_ref)}`" if facts.base_ref else ""
        parts.append(f"Head `{facts.head_sha[:7]}` compared with its merge base{branch} `{facts.base_sha[:7]}`")
    parts.append(f"{facts.depth} depth")
    return " · ".join(parts)


def _table(rows: list[str], with_lift: bool) -> str:
    lift_head, lift_rule = (" Lift (95% CI) |", " ---: |") if with_lift else ("", "")
    return "\n".join(
        [
            f"| Skill | Change | Composite | Δ | Badge |{lift_head} Gate |",
            f"| --- | --- | ---: | ---: | --- |{lift_rule} --- |",
            *rows,
        ]
    )


def _row(d: SkillDelta, with_lift: bool) -> str:
    gate = "✅" if d.passed else "❌ " + escape("; ".join(d.failures))
    lift = f" {_lift_cell(d.lift)} |" if with_lift else ""
    return (
        f"| {_folder(d)} | {_KIND[d.kind]} | {_composite(d)} | {_arrow(d.shown_delta)} | {_badges(d)} |{lift} {gate} |"
    )


def _rows(deltas: list[SkillDelta], with_lift: bool, budget: _Budget) -> tuple[list[str], int]:
    """As many rows as the budget holds, and how many were left out."""
    rows: list[str] = []
    if deltas and not budget.take(_table([], with_lift)):
        return rows, len(deltas)
    for index, d in enumerate(deltas):
        row = _row(d, with_lift)
        if not budget.take(row):
            return rows, len(deltas) - index
        rows.append(row)
    return rows, 0


def _failing_overview(failing: list[SkillDelta], with_lift: bool, budget: _Budget) -> str:
    """Every failing skill, always: a table while it fits in half the budget, else one short line each."""
    if not failing:
        return ""
    half = _Budget(budget.left // 2)
    rows, left = _rows(failing, with_lift, half)
    if not left:
        text = _table(rows, with_lift)
    else:
        lines = [f"- ❌ {_folder(d)}: {escape('; '.join(d.failures), 120)}" for d in failing]
        text = "\n".join(lines)
        if len(text) + 2 > budget.left:
            kept = _Budget(budget.left - 200)
            shown = [line for line in lines if kept.take(line)]
            text = "\n".join([*shown, f"- …and {len(lines) - len(shown)} more failing skills in the job summary"])
    budget.take(text)
    return text


def _folder(d: SkillDelta) -> str:
    if d.kind == "renamed" and d.base_folder:
        return f"{escape(d.base_folder)} → {escape(d.folder)}"
    return escape(d.folder)


def _score(value: float | None) -> str:
    return "—" if value is None else f"{value:.1f}"


def _composite(d: SkillDelta) -> str:
    before = d.before.score if d.before else None
    after = d.after.score if d.after else None
    if d.before is None:
        return _score(after)
    if d.after is None:
        return f"{_score(before)} → —"
    return f"{_score(before)} → **{_score(after)}**"


def _arrow(delta: float | None, noise: float = NOISE) -> str:
    if delta is None:
        return "—"
    if abs(delta) < noise:
        return "±0"
    return f"🔺 +{delta:.1f}" if delta > 0 else f"🔻 −{-delta:.1f}"


def _badge(s: Snapshot | None) -> str:
    if s is None:
        return "—"
    return escape(s.badge_label or s.badge or "—")


def _badges(d: SkillDelta) -> str:
    if d.before is None or d.after is None:
        return _badge(d.after or d.before)
    if d.before.badge == d.after.badge:
        return _badge(d.after)
    return f"{_badge(d.before)} → {_badge(d.after)}"


def _signed(value: float) -> str:
    """``+0.125`` / ``−0.300``: a negative lift always shows its sign."""
    return "0.000" if round(value, 3) == 0 else f"+{value:.3f}" if value > 0 else f"−{-value:.3f}"


def _lift_cell(lift: LiftResult | None) -> str:
    if lift is None:
        return "—"
    if lift.lift is None or lift.ci_low is None or lift.ci_high is None:
        return "_unmeasured_"
    return f"{_signed(lift.lift)} ({_signed(lift.ci_low)} … {_signed(lift.ci_high)})"


def _lift_paragraph(lift: LiftResult) -> str:
    if lift.lift is None or lift.ci_low is None or lift.ci_high is None:
        return f"**Lift:** _unmeasured_: {escape(lift.reason or lift.status)}"
    p_value = "n/a" if lift.p_value is None else f"{lift.p_value:.3g}"
    mde = "" if lift.mde is None else f"; the smallest lift these runs detect is {lift.mde:.2f}"
    where = f"{lift.cases_scored} of {lift.cases} cases, {lift.repeats} runs per arm, agent {escape(lift.agent or '?')}"
    means = f"with {lift.with_mean:.3f}, without {lift.without_mean:.3f}" if lift.with_mean is not None else ""
    errored = f", {lift.errored_runs} errored runs left out" if lift.errored_runs else ""
    gate = ""
    if lift.min_lift is not None:
        gate = f" · min-lift {lift.min_lift:+g}: {'passed' if lift.meets(lift.min_lift) else 'failed'}"
    return (
        f"**Lift:** {_signed(lift.lift)} (95% CI {_signed(lift.ci_low)} … {_signed(lift.ci_high)}, p = {p_value}, "
        f"{escape(lift.test or '')}) · {means} · {where}{errored}{mde}{gate}."
    )


# ----------------------------------------------------------------------------------------------
# One skill


def _section(d: SkillDelta) -> str:
    parts = [_section_heading(d)]
    if d.after is not None and d.after.untrusted:
        parts.append(f"> [!WARNING]\n> **Untrusted score:** {escape(d.after.untrusted)}")
    if d.after is not None:  # a removed skill has nothing to compare dimension by dimension
        parts.append(_dimensions(d))
    if d.lift is not None:
        parts.append(_lift_paragraph(d.lift))
    if not d.passed and d.after is not None and d.after.fixes:
        parts.append(_fix_first(d.after.fixes))
    parts.extend(_finding_lists(d))
    rest = _unchanged_findings(d)
    if rest:
        parts.append(rest)
    return "\n\n".join(parts)


def _fix_first(fixes: list[FixRef]) -> str:
    """The head's top fixes, ranked by the composite points each would gain (gate blockers first)."""
    lines = ["**🔧 Fix first**", ""]
    for number, fix in enumerate(fixes, 1):
        gain = "⛔ blocks the gate" if fix.gain is None else f"+{fix.gain:.1f} pts"
        lines.append(f"{number}. **{gain}** · {escape(fix.title)}")
        lines.extend(f"   - {escape(action, 300)}" for action in fix.actions)
    return "\n".join(lines)


def _section_short(d: SkillDelta) -> str:
    counts = f"{len(d.new_findings)} new, {len(d.fixed_findings)} fixed findings"
    return f"{_section_heading(d)}\n\n_{counts}; dimensions left out to keep the comment short._"


def _section_heading(d: SkillDelta) -> str:
    verdict = "✅" if d.passed else "❌ " + escape("; ".join(d.failures))
    shown = d.after or d.before
    label = f" · {escape(shown.confidence)}" if shown is not None and shown.confidence else ""
    return f"### {_folder(d)} · {_composite(d)} ({_arrow(d.shown_delta)}){label} · {verdict}"


def _dimensions(d: SkillDelta) -> str:
    """Dimension scores on their own 0–1 scale, two decimals, as the CLI and the reports show them."""
    rows = ["| Dimension | Before | After | Δ |", "| --- | ---: | ---: | ---: |"]
    for name in DIMENSIONS:
        old, new = d.dimension_delta(name)
        if old is None and new is None:
            continue  # unmeasured on both sides (a layer this depth does not run): nothing to say
        change = None if old is None or new is None else round(new, 2) - round(old, 2)
        after = "_unmeasured_" if new is None and d.after is not None else _unit(new)
        before = "_unmeasured_" if old is None and d.before is not None else _unit(old)
        rows.append(f"| {escape(DIMENSION_TITLES[name])} | {before} | {after} | {_unit_arrow(change)} |")
    return "\n".join(rows)


def _unit(value: float | None) -> str:
    return "—" if value is None else f"{value:.2f}"


def _unit_arrow(delta: float | None) -> str:
    if delta is None:
        return "—"
    if abs(delta) < 0.005:
        return "±0"
    return f"🔺 +{delta:.2f}" if delta > 0 else f"🔻 −{-delta:.2f}"


def _security_first(findings: list[FindingRef]) -> list[FindingRef]:
    """Security findings lead (hidden text, secrets, injection), then by severity; stable otherwise."""
    return sorted(findings, key=lambda f: (f.category != Category.SECURITY.value, f.severity.rank))


def _finding_line(f: FindingRef) -> str:
    where = f"{f.file}:{f.line}" if f.line else f.file
    chain = "".join(f"\n  - → {escape(link, 200)}" for link in f.chain)
    return f"- {_ICON[f.severity]} `{f.rule}` {escape(where, 200)}: {escape(f.message)}{chain}"


def _listed(title: str, findings: list[FindingRef]) -> str:
    lines = [f"**{title} ({len(findings)})**", ""]
    lines += [_finding_line(f) for f in _security_first(findings)[:MAX_LISTED]]
    if len(findings) > MAX_LISTED:
        lines.append(f"- …and {len(findings) - MAX_LISTED} more in the job summary")
    return "\n".join(lines)


def _finding_lists(d: SkillDelta) -> Iterable[str]:
    if d.new_findings:
        yield _listed("New findings", d.new_findings)
    if d.fixed_findings:
        yield _listed("Fixed findings", d.fixed_findings)


def _unchanged_findings(d: SkillDelta) -> str:
    if d.after is None:
        return ""
    new = Counter(d.new_findings)  # by value: a delta read back from a shard's JSON has new objects
    rest = []
    for f in d.after.findings:
        if new[f] > 0:
            new[f] -= 1
        else:
            rest.append(f)
    if not rest:
        return ""
    body = "\n".join(_finding_line(f) for f in _security_first(rest)[:MAX_LISTED])
    if len(rest) > MAX_LISTED:
        body += f"\n- …and {len(rest) - MAX_LISTED} more in the job summary"
    return f"<details>\n<summary>Unchanged findings ({len(rest)})</summary>\n\n{body}\n\n</details>"


def _footer(facts: RunFacts) -> str:
    parts = [f"skillgrade {escape(facts.tool_version)}", f"{facts.depth} depth"]
    parts.append("model: " + (escape(", ".join(facts.models)) if facts.models else "none (static checks only)"))
    usage = facts.usage
    if usage is not None:
        cost = "cost unknown" if usage.cost_usd is None else f"${usage.cost_usd:.4f}"
        tokens = usage.input_tokens + usage.cache_read_tokens + usage.cache_write_tokens + usage.output_tokens
        parts.append(f"{cost} · {tokens:,} tokens ({usage.calls} calls, {usage.cached_calls} cached)")
    else:
        parts.append("$0 · 0 tokens")
    if facts.summary_url:
        parts.append(f"[full report]({facts.summary_url})")
    return "<sub>" + " · ".join(parts) + "</sub>"


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def render_summary(comment: str, full_report: str) -> str:
    """The job summary: the comment without its hidden lines, then the full Markdown report of the head."""
    visible = "\n".join(line for line in comment.splitlines() if not line.startswith("<!-- skillgrade:"))
    if not full_report:
        return visible.strip() + "\n"
    return f"{visible.strip()}\n\n---\n\n{_report_heading(full_report.strip())}\n"


REPORT_HEADING = "## Full report of the changed skills at the head"
REPORT_NOTE = (
    "_The gate is the one above. Below, each skill's pass or fail is `skillgrade score`'s own "
    "(error findings and the configured threshold), without the pull request's gates._"
)


def _report_heading(report: str) -> str:
    """The Markdown report under a heading of its own: its "✅ passed" verdict must not read as the gate's."""
    first, _, rest = report.partition("\n")
    if first.startswith("## skillgrade:"):
        return f"{REPORT_HEADING}\n\n{REPORT_NOTE}\n{rest}"
    return f"{REPORT_HEADING}\n\n{REPORT_NOTE}\n\n{report}"
