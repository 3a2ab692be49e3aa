"""Records and files for the usage tests."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

NOW = datetime(2026, 11, 20, 12, 0, tzinfo=timezone.utc)
NOW_FLAG = "2026-11-20T12:00:00+0000"


def record(skill: str = "csv-profiler", when: datetime = NOW, **signals: Any) -> dict[str, Any]:
    """A record line as a dict; ``signals`` are the record's other fields."""
    return {"skill_name": skill, "timestamp": when.isoformat(), **signals}


FULL = {
    "category": "code_generation",
    "errors": [],
    "partial_completion": False,
    "tokens_used": 1000,
    "output_size": 20,
    "tool_calls": 6,
    "files_changed": 2,
    "duration_ms": 30_000,
    "output_validated": True,
    "requested_items": 3,
    "delivered_items": 3,
    "output_type": "code",
    "code_quality": {"linter_passed": True, "types_valid": True, "tests_passed": True},
    "user_accepted": True,
    "user_edit_ratio": 0.0,
    "follow_ups": [],
}
"""Every signal present and perfect: 100 points."""


def write_jsonl(path: Path, rows: list[dict[str, Any]] | list[str]) -> Path:
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in rows), encoding="utf-8")
    return path


def days_ago(days: float) -> datetime:
    return NOW - timedelta(days=days)
