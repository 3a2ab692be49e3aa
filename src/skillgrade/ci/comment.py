"""The sticky pull-request comment and the job summary, rendered from the skill deltas.

The comment leads with the verdict (so notification e-mails say it), then one row per changed
skill, then a section per skill: every dimension before → after, new and fixed findings, the
remaining findings collapsed. A hidden marker finds the comment again; a hidden digest lets the
next run reuse these scores. It stays under GitHub's 65,536 characters: sections that do not fit
are shortened, then left out with a pointer to the job summary, which has everything.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from pydantic import BaseModel, ConfigDict

from skillgrade.ci.delta import NOISE, SkillDelta
from skillgrade.ci.shard import Shard
from skillgrade.ci.snapshot import FindingRef, Snapshot
from skillgrade.findings import Severity
from skillgrade.report.markdown import escape
from skillgrade.report.model import LiftResult, ModelUsage
from skillgrade.scoring.dimensions import DIMENSION_TITLES, DIMENSIONS

GITHUB_LIMIT = 65_536
MAX_COMMENT = 60_000
"""Our own ceiling: the limit minus room for the marker, the footer and the digest."""
MAX_DIGEST = 20_000
MAX_ROWS = 200
"""Rows of the overview table; the job summary lists every skill."""
MAX_LISTED = 25
"""New or fixed findings listed per skill before "…and N more"."""

_ICON = {Severity.ERROR: "❌", Severity.WARNING: "⚠️", Severity.INFO: "ℹ️"}
_KIND = {"added": "🆕 added", "removed": "🗑️ removed", "modified": "modified", "renamed": "renamed"}


class RunFacts(BaseModel):
    """What the footer and headline say about the run."""

    model_config = ConfigDict(frozen=True)

    base_sha: str = ""
    head_sha: str = ""
    depth: str = "quick"
    models: tuple[str, ...] = ()
    usage: ModelUsage | None = None
    summary_url: str | None = None
    tool_version: str = ""
    shard: Shard | None = None


def marker(shard: Shard | None = None) -> str:
    """The hidden line that identifies the sticky comment (one per shard in a matrix)."""
    suffix = f" shard={shard.index}/{shard.count}" if shard else ""
    return f"<!-- skillgrade:comment{suffix} -->"


def render_comment(deltas: list[SkillDelta], facts: RunFacts, digest: str = "") -> str:
    """The comment body, digest included, at most :data:`MAX_COMMENT` characters."""
    digest = digest if len(digest) <= MAX_DIGEST else ""
    head = [marker(facts.shard), _headline(deltas), _context(facts)]
    if deltas:
        head.append(_overview(deltas, facts))
    footer = _footer(facts)
    budget = MAX_COMMENT - sum(len(p) + 2 for p in [*head, footer, digest]) - 400
    sections, left_out = _fit_sections(deltas, budget)
    parts = [*head, *sections]
    if left_out:
        parts.append(
            f"> [!NOTE]\n> {left_out} skill section{'s' if left_out != 1 else ''} left out to stay under GitHub's "
            f"{GITHUB_LIMIT:,}-character limit: see {_summary_link(facts)} for the full report."
        )
    parts.append(footer)
    if digest:
        parts.append(digest)
    return "\n\n".join(parts) + "\n"


def _summary_link(facts: RunFacts) -> str:
    return f"the [job summary]({facts.summary_url})" if facts.summary_url else "the job summary"


def render_fallback(deltas: list[SkillDelta], facts: RunFacts) -> str:
    """A minimal body for when GitHub still refuses the comment as too long (422)."""
    where = _summary_link(facts)
    return "\n\n".join(
        [marker(facts.shard), _headline(deltas), f"The full comparison did not fit in a comment: see {where}."]
    )


def _fit_sections(deltas: list[SkillDelta], budget: int) -> tuple[list[str], int]:
    # Failing skills first: a truncated comment still shows what blocks the merge.
    ordered = sorted(deltas, key=lambda d: (d.passed, d.folder))
    sections: list[str] = []
    used = 0
    for index, delta in enumerate(ordered):
        for render in (_section, _section_short):
            text = render(delta)
            if used + len(text) + 2 <= budget:
                sections.append(text)
                used += len(text) + 2
                break
        else:
            return sections, len(ordered) - index
    return sections, 0


# ----------------------------------------------------------------------------------------------
# Headline and overview


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
        parts.append(f"Head `{facts.head_sha[:7]}` compared with base `{facts.base_sha[:7]}`")
    parts.append(f"{facts.depth} depth")
    if facts.shard:
        parts.append(f"shard {facts.shard}")
    return " · ".join(parts)


def _overview(deltas: list[SkillDelta], facts: RunFacts) -> str:
    with_lift = any(d.lift is not None for d in deltas)
    lift_head, lift_rule = (" Lift (95% CI) |", " ---: |") if with_lift else ("", "")
    rows = [
        f"| Skill | Change | Composite | Δ | Badge |{lift_head} Gate |",
        f"| --- | --- | ---: | ---: | --- |{lift_rule} --- |",
    ]
    shown = deltas
    if len(deltas) > MAX_ROWS:  # failing skills first, then in folder order
        keep = {id(d) for d in sorted(deltas, key=lambda d: (d.passed, d.folder))[:MAX_ROWS]}
        shown = [d for d in deltas if id(d) in keep]
    for d in shown:
        gate = "✅" if d.passed else "❌ " + escape("; ".join(d.failures))
        lift = f" {_lift_cell(d.lift)} |" if with_lift else ""
        rows.append(
            f"| {_folder(d)} | {_KIND[d.kind]} | {_composite(d)} | {_arrow(_shown_delta(d))} | {_badges(d)} |{lift} "
            f"{gate} |"
        )
    if len(shown) < len(deltas):
        rows.append(f"\n_…and {len(deltas) - len(shown)} more changed skills: see {_summary_link(facts)}._")
    return "\n".join(rows)


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


def _shown_delta(d: SkillDelta) -> float | None:
    """The change between the two numbers as shown (one decimal), so the arithmetic on screen adds up."""
    delta = d.score_delta
    if delta is None or d.before is None or d.after is None:
        return delta
    return round(d.after.score or 0.0, 1) - round(d.before.score or 0.0, 1)


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
    parts = [_section_heading(d), _dimensions(d)]
    if d.lift is not None:
        parts.append(_lift_paragraph(d.lift))
    parts.extend(_finding_lists(d))
    rest = _unchanged_findings(d)
    if rest:
        parts.append(rest)
    return "\n\n".join(parts)


def _section_short(d: SkillDelta) -> str:
    counts = f"{len(d.new_findings)} new, {len(d.fixed_findings)} fixed findings"
    return f"{_section_heading(d)}\n\n_{counts}; dimensions left out to keep the comment short._"


def _section_heading(d: SkillDelta) -> str:
    verdict = "✅" if d.passed else "❌ " + escape("; ".join(d.failures))
    return f"### {_folder(d)} · {_composite(d)} ({_arrow(_shown_delta(d))}) · {verdict}"


def _dimensions(d: SkillDelta) -> str:
    rows = ["| Dimension | Before | After | Δ |", "| --- | ---: | ---: | ---: |"]
    for name in DIMENSIONS:
        old, new = d.dimension_delta(name)
        old_pts = None if old is None else old * 100
        new_pts = None if new is None else new * 100
        change = None if old_pts is None or new_pts is None else new_pts - old_pts
        after = "_unmeasured_" if new_pts is None and d.after is not None else _score(new_pts)
        before = "_unmeasured_" if old_pts is None and d.before is not None else _score(old_pts)
        rows.append(f"| {escape(DIMENSION_TITLES[name])} | {before} | {after} | {_arrow(change, 0.5)} |")
    return "\n".join(rows)


def _finding_line(f: FindingRef) -> str:
    where = f"{f.file}:{f.line}" if f.line else f.file
    return f"- {_ICON[f.severity]} `{f.rule}` {escape(where, 200)}: {escape(f.message)}"


def _listed(title: str, findings: list[FindingRef]) -> str:
    lines = [f"**{title} ({len(findings)})**", ""]
    lines += [_finding_line(f) for f in findings[:MAX_LISTED]]
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
    body = "\n".join(_finding_line(f) for f in rest[:MAX_LISTED])
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
    return f"{visible.strip()}\n\n---\n\n{full_report.strip()}\n" if full_report else visible.strip() + "\n"
