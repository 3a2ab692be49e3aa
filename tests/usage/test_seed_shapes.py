"""The seed rubric's record shapes are accepted as written; empty ingests and read-only commands fail clearly."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from skillgrade.usage.records import InvocationRecord
from skillgrade.usage.rubric import score
from skillgrade.usage.store import open_store
from usage.helpers import record

Cli = Callable[..., Any]
JsonlFactory = Callable[..., Path]


@pytest.mark.parametrize(
    ("feedback", "accuracy", "points"),
    [
        ({"accurate": True}, "accurate", 12),
        ({"accurate": False, "mostly_accurate": True}, "mostly_accurate", 9),
        ({"partially_accurate": True}, "partially_accurate", 6),
        ({"accurate": False}, "inaccurate", 0),
        ({"accurate": True, "accuracy": "accurate", "comment": "fine"}, "accurate", 12),
    ],
)
def test_the_seed_feedback_flags_are_read_in_the_seeds_order(
    feedback: dict[str, Any], accuracy: str, points: int
) -> None:
    parsed = InvocationRecord.model_validate({**record(), "feedback": feedback})
    assert parsed.feedback is not None and parsed.feedback.accuracy == accuracy
    quality = score(parsed).quality
    accuracy_part = next(p for p in quality.parts if p.name == "accuracy")
    assert accuracy_part.points == points


def test_flags_that_contradict_the_accuracy_beside_them_are_an_error() -> None:
    with pytest.raises(ValidationError, match="contradicts"):
        InvocationRecord.model_validate({**record(), "feedback": {"accurate": True, "accuracy": "inaccurate"}})
    with pytest.raises(ValidationError, match="true or false"):
        InvocationRecord.model_validate({**record(), "feedback": {"accurate": "yes"}})


def test_a_seed_shaped_record_and_ours_are_stored_as_the_same_record() -> None:
    seed = InvocationRecord.model_validate({**record(), "feedback": {"accurate": True}})
    ours = InvocationRecord.model_validate({**record(), "feedback": {"accuracy": "accurate"}})
    assert seed.canonical_json() == ours.canonical_json()


def test_the_seed_invocation_with_feedback_is_ingested(cli: Cli, jsonl: JsonlFactory, tmp_path: Path) -> None:
    seed_line = {
        **record(),
        "errors": [],
        "tokens_used": 1200,
        "tool_calls": [{"name": "Read"}, {"name": "Edit"}],
        "duration_ms": 12_000,
        "follow_ups": [{"resolved": True}],
        "feedback": {"accurate": True},
    }
    path = jsonl("seed.jsonl", [seed_line])
    db = str(tmp_path / "usage.db")
    result = cli("usage", "ingest", path, "--db", db)
    assert result.code == 0, result.err
    with open_store(db) as store:
        stored = json.loads(store.query("SELECT record FROM skill_invocations")[0][0])
    assert stored["feedback"] == {"accuracy": "accurate"}


def test_an_ingest_that_stores_nothing_exits_non_zero(cli: Cli, jsonl: JsonlFactory, tmp_path: Path) -> None:
    empty = jsonl("empty.jsonl", [])
    bad = jsonl("bad.jsonl", ["{not json", json.dumps({"skill_name": "x"})])
    db = str(tmp_path / "usage.db")
    result = cli("usage", "ingest", empty, bad, "--db", db)
    assert result.code == 2
    assert f"no invocation could be ingested from {empty}, {bad}" in result.err
    assert f"{bad}:1: not JSON" in result.err


def test_report_and_gate_do_not_create_a_database_they_only_read(cli: Cli, tmp_path: Path) -> None:
    db = tmp_path / "nested" / "usage.db"
    for args in (("usage", "report"), ("usage", "gate", "x", "--gate", "publish")):
        result = cli(*args, "--db", str(db))
        assert result.code == 2
        assert f"no usage database at {db}" in result.err
        assert "Traceback" not in result.err
    assert not db.exists() and not db.parent.exists()


def test_report_on_a_file_that_is_not_a_usage_database_is_a_clear_error(cli: Cli, tmp_path: Path) -> None:
    other = tmp_path / "other.db"
    import sqlite3

    sqlite3.connect(other).close()
    result = cli("usage", "report", "--db", str(other))
    assert result.code == 2
    assert "holds no skill_invocations table" in result.err
    with sqlite3.connect(other) as connection:
        assert connection.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()[0] == 0
