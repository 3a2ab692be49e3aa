"""Per-skill statistics over a time window: averages, tiers, trends, weak components, score series.

Every figure is computed by the database over the stored scores (``AVG`` leaves unknown scores
out), so a report over 100,000 invocations reads a few hundred rows, not 100,000.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta, timezone
from typing import Any, Literal

from pydantic import BaseModel

from skillgrade.usage.rubric import COMPONENT_MAX, TIERS, tier
from skillgrade.usage.store import Store

TREND_THRESHOLD_PERCENT = 10.0
TREND_MIN_INVOCATIONS = 10
RECENT_DAYS = 7
OPPORTUNITY_BELOW = 0.7
RECOMMENDATIONS: dict[str, dict[str, str]] = {
    "completion": {
        "low": "Add more error handling and recovery patterns to SKILL.md",
        "medium": "Review common failure cases and add guidance",
    },
    "efficiency": {
        "low": "Reduce context size, consider progressive disclosure",
        "medium": "Optimize tool call patterns, reduce unnecessary reads",
    },
    "quality": {
        "low": "Add more examples and anti-patterns to skill",
        "medium": "Include validation steps in skill workflow",
    },
    "satisfaction": {
        "low": "Gather user feedback, analyze edit patterns",
        "medium": "Add clarifying questions to skill workflow",
    },
}
TrendStatus = Literal["insufficient_data", "stable", "improving", "declining"]


class Window(BaseModel):
    """The time window of an analysis: ``(since, until]``, with the recent week ``(recent_since, until]``."""

    since: datetime
    recent_since: datetime
    until: datetime
    days: int

    @classmethod
    def ending(cls, until: datetime, days: int) -> Window:
        recent = min(RECENT_DAYS, days)
        return cls(
            since=until - timedelta(days=days), recent_since=until - timedelta(days=recent), until=until, days=days
        )


class Components(BaseModel):
    """Average points per component (over invocations where it was measured); ``None`` if never measured."""

    completion: float | None
    efficiency: float | None
    quality: float | None
    satisfaction: float | None

    def normalized(self) -> dict[str, float]:
        """Each measured average divided by its component maximum."""
        values = self.model_dump()
        return {name: value / COMPONENT_MAX[name] for name, value in values.items() if value is not None}


class Trend(BaseModel):
    """Recent week against the rest of the window: more than ±10 % is improving or declining."""

    status: TrendStatus
    current_avg: float | None
    previous_avg: float | None
    change_percent: float | None
    recent_count: int
    previous_count: int


class SkillSummary(BaseModel):
    """One skill over the window."""

    skill_name: str
    uses: int
    """Invocations in the window."""
    scored: int
    """Invocations with at least one measured part (the others have no score)."""
    avg_score: float | None
    tier: str | None
    coverage: float
    """Average share of the rubric that was measured (0–1)."""
    components: Components
    error_rate: float | None
    """Share of invocations with errors, among those that recorded errors; ``None`` if none did."""
    trend: Trend
    weak_component: str | None
    weak_normalized: float | None
    recommendation: str | None


class TierCount(BaseModel):
    skill_name: str
    tier: str
    count: int


class Opportunity(BaseModel):
    """A component whose normalized average is below 0.7."""

    skill_name: str
    weak_area: str
    normalized_score: float


class Point(BaseModel):
    """The average score of one UTC day."""

    day: str
    avg_score: float
    count: int


def _filter(skills: Sequence[str]) -> tuple[str, list[object]]:
    if not skills:
        return "", []
    return f" AND skill_name IN ({', '.join('?' * len(skills))})", list(skills)


def _window_params(store: Store, window: Window) -> list[object]:
    return [store.dialect.timestamp(window.since), store.dialect.timestamp(window.until)]


_SUMMARY = """SELECT skill_name, COUNT(*), COUNT(quality_score), AVG(quality_score), AVG(coverage),
    AVG(completion_score), AVG(efficiency_score), AVG(quality_score_component), AVG(satisfaction_score),
    SUM(had_error), COUNT(had_error),
    AVG(CASE WHEN timestamp > ? THEN quality_score END), COUNT(CASE WHEN timestamp > ? THEN quality_score END),
    AVG(CASE WHEN timestamp <= ? THEN quality_score END), COUNT(CASE WHEN timestamp <= ? THEN quality_score END)
FROM skill_invocations WHERE timestamp > ? AND timestamp <= ?{skills}
GROUP BY skill_name"""


def summaries(store: Store, window: Window, skills: Sequence[str] = ()) -> list[SkillSummary]:
    """One summary per skill used in the window, best average first (unscored last)."""
    clause, names = _filter(skills)
    recent = store.dialect.timestamp(window.recent_since)
    rows = store.query(_SUMMARY.format(skills=clause), [recent] * 4 + _window_params(store, window) + names)
    result = [_summary(row) for row in rows]
    return sorted(result, key=lambda s: (s.avg_score is None, -(s.avg_score or 0.0), s.skill_name))


def _float(value: Any) -> float | None:
    return None if value is None else float(value)


def _summary(row: tuple[Any, ...]) -> SkillSummary:
    name, uses, scored, avg, coverage = row[0], int(row[1]), int(row[2]), _float(row[3]), _float(row[4])
    components = Components(
        completion=_float(row[5]), efficiency=_float(row[6]), quality=_float(row[7]), satisfaction=_float(row[8])
    )
    errors, errors_known = int(row[9] or 0), int(row[10])
    trend = trend_of(_float(row[11]), int(row[12]), _float(row[13]), int(row[14]))
    weak, weak_value = weakest(components)
    return SkillSummary(
        skill_name=name,
        uses=uses,
        scored=scored,
        avg_score=avg,
        tier=None if avg is None else tier(avg),
        coverage=coverage or 0.0,
        components=components,
        error_rate=errors / errors_known if errors_known else None,
        trend=trend,
        weak_component=weak,
        weak_normalized=weak_value,
        recommendation=None if weak is None or weak_value is None else recommendation(weak, weak_value),
    )


def trend_of(recent: float | None, recent_count: int, previous: float | None, previous_count: int) -> Trend:
    """The seed's rule over the recent week and the days before it, with at least 10 scored invocations."""
    if recent is None or previous is None or recent_count + previous_count < TREND_MIN_INVOCATIONS:
        return Trend(
            status="insufficient_data",
            current_avg=recent,
            previous_avg=previous,
            change_percent=None,
            recent_count=recent_count,
            previous_count=previous_count,
        )
    change = (recent - previous) / max(previous, 1) * 100
    status: TrendStatus = "stable"
    if change > TREND_THRESHOLD_PERCENT:
        status = "improving"
    elif change < -TREND_THRESHOLD_PERCENT:
        status = "declining"
    return Trend(
        status=status,
        current_avg=recent,
        previous_avg=previous,
        change_percent=change,
        recent_count=recent_count,
        previous_count=previous_count,
    )


def weakest(components: Components) -> tuple[str | None, float | None]:
    """The component with the lowest average relative to its maximum."""
    normalized = components.normalized()
    if not normalized:
        return None, None
    name = min(normalized, key=lambda k: round(normalized[k], 9))  # ties: the first in rubric order
    return name, normalized[name]


def recommendation(component: str, normalized: float) -> str:
    """The seed's advice: ``low`` below half the component's maximum, else ``medium``.

    (The seed compared raw points, at most 30, with 50, so it always answered ``low``.)
    """
    level = "low" if normalized < 0.5 else "medium"
    return RECOMMENDATIONS.get(component, {}).get(level, "Review skill performance")


def _tier_case() -> str:
    whens = " ".join(f"WHEN quality_score >= {floor} THEN '{name}'" for floor, name in TIERS[:-1])
    return f"CASE {whens} ELSE '{TIERS[-1][1]}' END"


def distribution(store: Store, window: Window, skills: Sequence[str] = ()) -> list[TierCount]:
    """Scored invocations per skill and tier (all six tiers; the seed's query merged Poor and Failing)."""
    clause, names = _filter(skills)
    sql = (
        f"SELECT skill_name, {_tier_case()} AS tier, COUNT(*) FROM skill_invocations "
        f"WHERE quality_score IS NOT NULL AND timestamp > ? AND timestamp <= ?{clause} "
        "GROUP BY skill_name, tier ORDER BY skill_name"
    )
    order = [name for _, name in TIERS]
    rows = store.query(sql, _window_params(store, window) + names)
    counts = [TierCount(skill_name=r[0], tier=r[1], count=int(r[2])) for r in rows]
    return sorted(counts, key=lambda c: (c.skill_name, order.index(c.tier)))


def opportunities(summaries: Sequence[SkillSummary], below: float = OPPORTUNITY_BELOW) -> list[Opportunity]:
    """Every component of every skill whose normalized average is below ``below``, weakest first."""
    found = [
        Opportunity(skill_name=s.skill_name, weak_area=name, normalized_score=value)
        for s in summaries
        for name, value in s.components.normalized().items()
        if value < below
    ]
    return sorted(found, key=lambda o: (o.normalized_score, o.skill_name, o.weak_area))


def series(store: Store, window: Window, skills: Sequence[str] = ()) -> dict[str, list[Point]]:
    """Average score per skill and UTC day."""
    clause, names = _filter(skills)
    sql = (
        f"SELECT skill_name, {store.dialect.day} AS day, AVG(quality_score), COUNT(*) FROM skill_invocations "
        f"WHERE quality_score IS NOT NULL AND timestamp > ? AND timestamp <= ?{clause} "
        "GROUP BY skill_name, day ORDER BY skill_name, day"
    )
    result: dict[str, list[Point]] = {}
    for name, day, avg, count in store.query(sql, _window_params(store, window) + names):
        result.setdefault(name, []).append(Point(day=str(day), avg_score=float(avg), count=int(count)))
    return result


def first_seen(store: Store, skill: str) -> datetime | None:
    """When the skill was first used, over all stored invocations."""
    rows = store.query("SELECT MIN(timestamp) FROM skill_invocations WHERE skill_name = ?", [skill])
    value = rows[0][0] if rows else None
    if value is None or isinstance(value, datetime):
        return value
    return datetime.fromisoformat(str(value)).replace(tzinfo=timezone.utc)


def average_between(store: Store, skill: str, since: datetime | None, until: datetime) -> tuple[float | None, int]:
    """Average score and number of scored invocations of a skill in ``(since, until]`` (``since=None``: all before)."""
    params: list[object] = [skill, store.dialect.timestamp(until)]
    lower = ""
    if since is not None:
        lower = " AND timestamp > ?"
        params.append(store.dialect.timestamp(since))
    sql = (
        "SELECT AVG(quality_score), COUNT(quality_score) FROM skill_invocations "
        f"WHERE skill_name = ? AND timestamp <= ?{lower}"
    )
    avg, count = store.query(sql, params)[0]
    return _float(avg), int(count)
