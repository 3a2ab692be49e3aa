"""The usage report: leaderboard, trends, quality distribution, improvement opportunities.

``build`` asks the store and the table helpers lay out its rows;
:mod:`skillgrade.usage.render` turns the model into text, Markdown, JSON or HTML.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from pydantic import BaseModel

from skillgrade.usage import analysis
from skillgrade.usage.analysis import Opportunity, Point, SkillSummary, TierCount, Window
from skillgrade.usage.rubric import TIERS
from skillgrade.usage.store import Store

DEFAULT_MIN_USES = 5


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


def number_cell(value: float | None, spec: str = ".1f") -> str:
    return "–" if value is None else format(value, spec)


def percent_cell(value: float | None) -> str:
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
        number_cell(s.avg_score),
        s.tier or "–",
        percent_cell(s.coverage),
        number_cell(c.completion),
        number_cell(c.efficiency),
        number_cell(c.quality),
        number_cell(c.satisfaction),
        percent_cell(s.error_rate),
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
            f"{t.status} ({t.change_percent:+.1f}%: {number_cell(t.current_avg)} in the last week "
            f"vs {number_cell(t.previous_avg)} before)"
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
