"""The seed's dashboard queries, verbatim, on the stored table: SQLite and PostgreSQL."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

from skillgrade.usage.ingest import ingest
from skillgrade.usage.store import open_store
from usage.helpers import FULL, record

LEADERBOARD = """
SELECT
    skill_name,
    COUNT(*) as uses,
    AVG(quality_score) as avg_score,
    AVG(completion_score) as avg_completion,
    AVG(efficiency_score) as avg_efficiency,
    AVG(quality_score_component) as avg_quality,
    AVG(satisfaction_score) as avg_satisfaction
FROM skill_invocations
WHERE timestamp > datetime('now', '-30 days')
GROUP BY skill_name
HAVING uses >= 5
ORDER BY avg_score DESC;
"""

DISTRIBUTION = """
SELECT
    skill_name,
    CASE
        WHEN quality_score >= 90 THEN 'Excellent'
        WHEN quality_score >= 75 THEN 'Good'
        WHEN quality_score >= 60 THEN 'Acceptable'
        WHEN quality_score >= 40 THEN 'Below Average'
        ELSE 'Poor'
    END as tier,
    COUNT(*) as count
FROM skill_invocations
WHERE timestamp > datetime('now', '-30 days')
GROUP BY skill_name, tier;
"""

OPPORTUNITIES = """
SELECT
    skill_name,
    'completion' as weak_area,
    AVG(completion_score) / 25.0 as normalized_score
FROM skill_invocations
WHERE timestamp > datetime('now', '-30 days')
GROUP BY skill_name
HAVING normalized_score < 0.7

UNION ALL

SELECT
    skill_name,
    'efficiency' as weak_area,
    AVG(efficiency_score) / 20.0 as normalized_score
FROM skill_invocations
WHERE timestamp > datetime('now', '-30 days')
GROUP BY skill_name
HAVING normalized_score < 0.7

ORDER BY normalized_score ASC;
"""

POSTGRES_HAVING = {
    "HAVING uses >= 5": "HAVING COUNT(*) >= 5",
    "HAVING normalized_score < 0.7\n\nUNION": "HAVING AVG(completion_score) / 25.0 < 0.7\n\nUNION",
    "HAVING normalized_score < 0.7\n\nORDER": "HAVING AVG(efficiency_score) / 20.0 < 0.7\n\nORDER",
}
"""PostgreSQL does not accept output-column aliases in HAVING; this is the only change its queries need
(``datetime('now', '-30 days')`` is a function the store creates there)."""


def for_dialect(sql: str, dialect: str) -> str:
    if dialect == "sqlite":
        return sql
    for old, new in POSTGRES_HAVING.items():
        sql = sql.replace(old, new)
    return sql


BETA = {
    **FULL,
    "category": "analysis",
    "errors": ["timeout"],
    "recovered": False,
    "partial_completion": True,  # completion 15
    "tokens_used": 400,  # 200 expected for 1 unit: 4 points
    "output_size": 1,
    "tool_calls": 10,  # 5 expected: 3 points
    "duration_ms": 40_000,  # 20,000 expected: 3 points -> efficiency 10
}


@pytest.fixture
def stocked(db_url: str, tmp_path: Path, jsonl: Callable[..., Path]) -> str:
    now = datetime.now(timezone.utc)

    def at(days: float) -> datetime:
        return now - timedelta(days=days)

    rows: list[dict[str, Any]] = [record("alpha", at(i + 0.5), **FULL) for i in range(6)]
    rows += [record("beta", at(i + 1.5), **BETA) for i in range(5)]
    rows += [record("gamma", at(i + 0.2), **FULL) for i in range(4)]  # fewer than 5 uses
    rows += [
        record(
            "alpha",
            at(31 + i),
            errors=["old"],
            recovered=False,
            partial_completion=False,
            workaround_used=False,
            failure_explained=False,
        )
        for i in range(3)
    ]  # outside 30 days
    with open_store(db_url) as store:
        ingest(store, [jsonl("dash.jsonl", rows)])
    return db_url


def run(db_url: str, sql: str) -> list[tuple[Any, ...]]:
    with open_store(db_url) as store:
        return [
            tuple(float(v) if not isinstance(v, (str, int)) else v for v in row)
            for row in store.query(for_dialect(sql, store.dialect.name))
        ]


def test_leaderboard_query(stocked: str) -> None:
    assert run(stocked, LEADERBOARD) == [
        ("alpha", 6, 100.0, 25.0, 20.0, 30.0, 25.0),
        ("beta", 5, 80.0, 15.0, 10.0, 30.0, 25.0),
    ]


def test_quality_distribution_query(stocked: str) -> None:
    assert sorted(run(stocked, DISTRIBUTION)) == [
        ("alpha", "Excellent", 6),
        ("beta", "Good", 5),
        ("gamma", "Excellent", 4),
    ]


def test_improvement_opportunities_query(stocked: str) -> None:
    assert run(stocked, OPPORTUNITIES) == [("beta", "efficiency", 0.5), ("beta", "completion", 0.6)]


def test_the_sqlite_queries_are_the_seeds_unchanged() -> None:
    for sql in (LEADERBOARD, DISTRIBUTION, OPPORTUNITIES):
        assert "datetime('now', '-30 days')" in sql
    assert for_dialect(LEADERBOARD, "postgresql").count("HAVING COUNT(*) >= 5") == 1
    assert for_dialect(OPPORTUNITIES, "postgresql").count("HAVING normalized_score") == 0
