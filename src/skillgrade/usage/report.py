"""The usage report: leaderboard, trends, quality distribution, improvement opportunities.

``build`` asks the store; the renderers turn the model into text, Markdown or JSON
(:mod:`skillgrade.usage.html` draws the HTML page with its charts).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from pydantic import BaseModel

from skillgrade.usage import analysis
from skillgrade.usage.analysis import Opportunity, Point, SkillSummary, TierCount, Window
from skillgrade.usage.gates import GateResult
from skillgrade.usage.rubric import TIERS
from skillgrade.usage.store import Store

DEFAULT_MIN_USES = 5
REPORT_FORMATS = ("html", "json", "markdown", "text")


class UsageReport(BaseModel):
    """Everything ``skillgrade usage report`` shows."""

    generated_at: datetime
    database: str
    window: Window
    min_uses: int
    """Skills with fewer invocations in the window are left off the leaderboard."""
    invocations: int
    skills: list[SkillSummary]
    """Every skill used in the window, best average first."""
    leaderboard: list[str]
    """Skills with at least ``min_uses`` invocations, in rank order."""
    distribution: list[TierCount]
    opportunities: list[Opportunity]
    series: dict[str, list[Point]]


def build(
    store: Store,
    window: Window,
    *,
    min_uses: int = DEFAULT_MIN_USES,
    skills: Sequence[str] = (),
    generated_at: datetime | None = None,
) -> UsageReport:
    found = analysis.summaries(store, window, skills)
    return UsageReport(
        generated_at=generated_at or window.until,
        database=store.location,
        window=window,
        min_uses=min_uses,
        invocations=sum(s.uses for s in found),
        skills=found,
        leaderboard=[s.skill_name for s in found if s.uses >= min_uses and s.avg_score is not None],
        distribution=analysis.distribution(store, window, skills),
        opportunities=analysis.opportunities(found),
        series=analysis.series(store, window, skills),
    )


def _num(value: float | None, spec: str = ".1f") -> str:
    return "–" if value is None else format(value, spec)


def _pct(value: float | None) -> str:
    return "–" if value is None else f"{value:.0%}"


def _trend(summary: SkillSummary) -> str:
    trend = summary.trend
    if trend.change_percent is None:
        return "insufficient data"
    return f"{trend.status} {trend.change_percent:+.1f}%"


def _row(rank: int, s: SkillSummary) -> list[str]:
    c = s.components
    return [
        str(rank),
        s.skill_name,
        str(s.uses),
        _num(s.avg_score),
        s.tier or "–",
        _pct(s.coverage),
        _num(c.completion),
        _num(c.efficiency),
        _num(c.quality),
        _num(c.satisfaction),
        _pct(s.error_rate),
        _trend(s),
    ]


LEADERBOARD_HEADER = [
    "#",
    "skill",
    "uses",
    "score",
    "tier",
    "coverage",
    "completion/25",
    "efficiency/20",
    "quality/30",
    "satisfaction/25",
    "errors",
    "trend",
]


def leaderboard_rows(report: UsageReport) -> list[list[str]]:
    by_name = {s.skill_name: s for s in report.skills}
    return [_row(rank, by_name[name]) for rank, name in enumerate(report.leaderboard, 1)]


def trend_line(s: SkillSummary) -> str:
    t = s.trend
    if t.change_percent is None:
        text = (
            f"insufficient data ({t.recent_count} scored in the last week, {t.previous_count} before; need both and 10)"
        )
    else:
        text = (
            f"{t.status} ({t.change_percent:+.1f}%: {_num(t.current_avg)} in the last week "
            f"vs {_num(t.previous_avg)} before)"
        )
    if s.weak_component is not None:
        text += f"; weakest: {s.weak_component} ({s.weak_normalized:.2f}) → {s.recommendation}"
    return text


def distribution_table(report: UsageReport) -> tuple[list[str], list[list[str]]]:
    names = [name for _, name in TIERS]
    counts: dict[str, dict[str, int]] = {}
    for item in report.distribution:
        counts.setdefault(item.skill_name, {})[item.tier] = item.count
    rows = [[skill, *(str(per.get(n, 0)) for n in names)] for skill, per in sorted(counts.items())]
    return ["skill", *names], rows


def _table(header: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(r, widths, strict=True)).rstrip() for r in [header, *rows]]
    return "\n".join("  " + line for line in lines)


def render_text(report: UsageReport) -> str:
    w = report.window
    out = [
        f"Skill usage {w.since:%Y-%m-%d %H:%M} → {w.until:%Y-%m-%d %H:%M} UTC ({w.days} days): "
        f"{report.invocations} invocations of {len(report.skills)} skills ({report.database})",
        "",
        f"Leaderboard (skills with ≥ {report.min_uses} uses; component points are averages where measured)",
    ]
    rows = leaderboard_rows(report)
    out.append(_table(LEADERBOARD_HEADER, rows) if rows else "  (no skill has enough uses)")
    out += ["", "Trends (last 7 days against the rest of the window)"]
    out += [f"  {s.skill_name}: {trend_line(s)}" for s in report.skills] or ["  (no invocations)"]
    header, dist = distribution_table(report)
    out += ["", "Quality distribution (scored invocations per tier)"]
    out.append(_table(header, dist) if dist else "  (no scored invocations)")
    out += ["", "Improvement opportunities (component average below 70 % of its maximum)"]
    opp = [[o.skill_name, o.weak_area, f"{o.normalized_score:.2f}"] for o in report.opportunities]
    out.append(_table(["skill", "weak area", "normalized"], opp) if opp else "  (none)")
    return "\n".join(out) + "\n"


def _md_table(header: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |" for row in rows]
    return "\n".join(lines)


def render_markdown(report: UsageReport) -> str:
    w = report.window
    out = [
        "# Skill usage report",
        "",
        f"{w.since:%Y-%m-%d %H:%M} → {w.until:%Y-%m-%d %H:%M} UTC ({w.days} days): "
        f"{report.invocations} invocations of {len(report.skills)} skills.",
        "",
        f"## Leaderboard (≥ {report.min_uses} uses)",
        "",
        _md_table(LEADERBOARD_HEADER, leaderboard_rows(report)) if report.leaderboard else "No skill has enough uses.",
        "",
        "## Trends",
        "",
        *[f"- **{s.skill_name}**: {trend_line(s)}" for s in report.skills],
        "",
        "## Quality distribution",
        "",
        _md_table(*distribution_table(report)) if report.distribution else "No scored invocations.",
        "",
        "## Improvement opportunities",
        "",
    ]
    opp = [[o.skill_name, o.weak_area, f"{o.normalized_score:.2f}"] for o in report.opportunities]
    out.append(_md_table(["skill", "weak area", "normalized"], opp) if opp else "None.")
    return "\n".join(out) + "\n"


def render(report: UsageReport, output_format: str) -> str:
    if output_format == "json":
        return report.model_dump_json(indent=2) + "\n"
    if output_format == "markdown":
        return render_markdown(report)
    if output_format == "html":
        from skillgrade.usage.html import render_html

        return render_html(report)
    return render_text(report)


def render_gate(result: GateResult, output_format: str) -> str:
    if output_format == "json":
        return result.model_dump_json(indent=2) + "\n"
    verdict = "PASSED" if result.passed else "FAILED"
    if result.gate == "deprecation":
        verdict = "review triggered" if not result.passed else "no review needed"
    lines = [f"{result.skill}: {result.gate} gate {verdict} ({result.config.description})"]
    lines += [f"  ✗ {failure}" for failure in result.failures]
    lines += [f"  · {note}" for note in result.notes]
    s = result.stats
    if s is not None:
        lines.append(
            f"  last {result.window.days} days: {s.uses} uses, score {_num(s.avg_score)}, "
            f"coverage {_pct(s.coverage)}, error rate {_pct(s.error_rate)}"
        )
    return "\n".join(lines) + "\n"
