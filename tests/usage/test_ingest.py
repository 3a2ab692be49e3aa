"""Ingest: bad lines reported and skipped, idempotent, one transaction per file, transcripts."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from skillgrade.usage.ingest import ingest
from skillgrade.usage.records import InvocationRecord, json_schema
from skillgrade.usage.store import open_store
from usage.helpers import FULL, days_ago, record, write_jsonl

Cli = Callable[..., Any]
JsonlFactory = Callable[..., Path]
SCHEMA_FILE = Path(__file__).resolve().parents[2] / "src/skillgrade/usage/schemas/invocation-v1.json"


def count(db: str, where: str = "1 = 1") -> int:
    with open_store(db) as store:
        return int(store.query(f"SELECT COUNT(*) FROM skill_invocations WHERE {where}")[0][0])


def test_bad_lines_are_reported_with_file_and_line_and_the_rest_is_stored(
    cli: Cli, jsonl: JsonlFactory, tmp_path: Path
) -> None:
    path = jsonl(
        "records.jsonl",
        [
            record(**FULL),
            "{not json",
            record(when=days_ago(1), errors=[]),
            json.dumps({"skill_name": "x", "timestamp": "2026-11-01T10:00:00"}),
            "",
            json.dumps({**record(), "schema_version": 2}),
            record(when=days_ago(2), tool_calls=[{"name": "Read"}, {"name": "Edit"}]),
        ],
    )
    db = str(tmp_path / "usage.db")
    result = cli("usage", "ingest", path, "--db", db)
    assert result.code == 1
    assert result.err.splitlines() == [
        f"skillgrade: {path}:2: not JSON: Invalid JSON: key must be a string at line 1 column 2",
        f"skillgrade: {path}:4: timestamp: Input should have timezone info",
        f"skillgrade: {path}:6: schema_version: Input should be 1",
    ]
    assert result.out == f"{path}: 3 records, 3 new, 0 already stored, 3 skipped lines\n"
    assert count(db) == 3
    with open_store(db) as store:
        stored = [json.loads(r[0]) for r in store.query("SELECT record FROM skill_invocations")]
    assert sorted(r.get("tool_calls", -1) for r in stored) == [-1, 2, 6]  # a list of calls is counted


def test_ingesting_a_file_twice_adds_nothing(db_url: str, jsonl: JsonlFactory) -> None:
    path = jsonl("a.jsonl", [record(when=days_ago(i), errors=[]) for i in range(5)] + [record(id="fixed", errors=[])])
    copy = jsonl(
        "b.jsonl", [record(when=days_ago(i), errors=[]) for i in range(5)] + [record(id="fixed", errors=["x"])]
    )
    with open_store(db_url) as store:
        first, again, other = ingest(store, [path, path, copy])
    assert (first.records, first.added) == (6, 6)
    assert (again.records, again.added) == (6, 0)
    assert (other.records, other.added) == (6, 0)  # same content hashes, same explicit id
    assert count(db_url) == 6


def test_equal_records_written_differently_have_one_content_id() -> None:
    a = InvocationRecord.model_validate_json('{"skill_name": "s", "timestamp": "2026-11-20T12:00:00Z", "errors": []}')
    b = InvocationRecord.model_validate_json(
        '{"errors": [], "timestamp": "2026-11-20T14:00:00+02:00", "skill_name": "s", "recovered": null}'
    )
    assert a.record_id() == b.record_id()
    assert a.record_id().startswith("sha256:")


def _ingest_process(db: Path, *files: Path) -> subprocess.Popen[bytes]:
    code = "import sys; from skillgrade.cli.main import main; sys.exit(main(sys.argv[1:]))"
    args = [sys.executable, "-c", code, "usage", "ingest", *map(str, files), "--db", str(db)]
    return subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=os.environ.copy())


def test_a_process_killed_mid_file_leaves_no_rows_of_that_file_and_a_rerun_stores_it(cli: Cli, tmp_path: Path) -> None:
    db = tmp_path / "usage.db"
    small = write_jsonl(tmp_path / "small.jsonl", [record(when=days_ago(i / 10), **FULL) for i in range(50)])
    big_rows = [record(f"skill-{i % 7}", days_ago(i / 5000), **FULL) for i in range(60_000)]
    big = write_jsonl(tmp_path / "big.jsonl", big_rows)
    assert cli("usage", "ingest", small, "--db", db).code == 0

    process = _ingest_process(db, small, big)
    journal = tmp_path / "usage.db-journal"
    deadline = time.monotonic() + 60
    while not journal.exists() and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.005)
    time.sleep(0.3)
    assert process.poll() is None, "the ingest finished before it could be killed; make big.jsonl bigger"
    process.send_signal(signal.SIGKILL)
    process.communicate()
    assert process.returncode == -signal.SIGKILL

    with sqlite3.connect(db) as connection:  # the first connection rolls the hot journal back
        assert connection.execute("SELECT COUNT(*) FROM skill_invocations").fetchone() == (50,)
        assert connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    rerun = cli("usage", "ingest", small, big, "--db", db)
    assert rerun.code == 0
    assert rerun.out.splitlines()[1] == f"{big}: 60000 records, 60000 new, 0 already stored, 0 skipped lines"
    assert count(str(db)) == 60_050


def test_a_bad_database_url_is_a_usage_error(cli: Cli, jsonl: JsonlFactory) -> None:
    path = jsonl("a.jsonl", [record()])
    result = cli("usage", "ingest", path, "--db", "mysql://localhost/usage")
    assert (result.code, result.err) == (
        2,
        "skillgrade: error: --db: unsupported database URL scheme 'mysql'; "
        "use a file path, sqlite:///PATH or postgresql://\n",
    )
    refused = cli("usage", "report", "--db", "postgresql://nobody:secret@127.0.0.1:1/none")
    assert refused.code == 2
    assert "cannot connect to PostgreSQL at postgresql://nobody:***@127.0.0.1:1/none" in refused.err
    assert "secret" not in refused.err


def test_a_missing_file_is_a_usage_error(cli: Cli, tmp_path: Path) -> None:
    result = cli("usage", "ingest", tmp_path / "nope.jsonl", "--db", tmp_path / "u.db")
    assert (result.code, result.err) == (2, f"skillgrade: error: no such file: {tmp_path / 'nope.jsonl'}\n")


def test_the_default_database_lives_in_the_user_data_directory(cli: Cli, jsonl: JsonlFactory) -> None:
    path = jsonl("a.jsonl", [record(errors=[])])
    assert cli("usage", "ingest", path).code == 0
    import platformdirs

    assert (Path(platformdirs.user_data_dir("skillgrade")) / "usage.db").is_file()


def test_the_published_json_schema_is_the_models() -> None:
    assert json.loads(SCHEMA_FILE.read_text(encoding="utf-8")) == json_schema()


# --- Claude Code transcripts ---------------------------------------------------------------------

SESSION = "5f0c9a57-0d3e-4d7a-9a3e-2f1d8c6b7a10"


def line(kind: str, at: str, content: Any, **extra: Any) -> dict[str, Any]:
    role = "assistant" if kind == "assistant" else "user"
    message: dict[str, Any] = {"role": role, "content": content}
    message.update(extra.pop("message", {}))
    return {
        "type": kind,
        "sessionId": SESSION,
        "uuid": f"u-{at}",
        "timestamp": f"2026-11-19T10:{at}Z",
        "cwd": "/home/dev/project",
        "version": "2.1.1",
        "message": message,
        **extra,
    }


def tool_use(call: str, name: str, **arguments: Any) -> dict[str, Any]:
    return {"type": "tool_use", "id": call, "name": name, "input": arguments}


def tool_result(call: str, text: str, *, error: bool = False) -> dict[str, Any]:
    return {"type": "tool_result", "tool_use_id": call, "content": text, "is_error": error}


def usage(message_id: str, output_tokens: int) -> dict[str, Any]:
    return {"message": {"id": message_id, "usage": {"input_tokens": 3, "output_tokens": output_tokens}}}


TRANSCRIPT: list[dict[str, Any] | str] = [
    {"type": "summary", "summary": "Profile the CSV", "leafUuid": "u-00:09.000"},
    line("user", "00:00.000", "Profile data/orders.csv please"),
    line(
        "assistant",
        "00:02.000",
        [{"type": "text", "text": "I'll use the profiler skill."}, tool_use("toolu_01", "Skill", skill="csv-profiler")],
        **usage("msg_1", 40),
    ),
    line("user", "00:02.500", [tool_result("toolu_01", "Launching skill: csv-profiler")]),
    line("user", "00:02.600", [{"type": "text", "text": "Base directory for this skill: …"}], isMeta=True),
    line(
        "assistant", "00:04.000", [tool_use("toolu_02", "Read", file_path="/p/data/orders.csv")], **usage("msg_2", 25)
    ),
    line("user", "00:04.200", [tool_result("toolu_02", "id,amount\n1,2")]),
    "{truncated line",
    line("assistant", "00:06.000", [{"type": "text", "text": "Writing the report."}], **usage("msg_3", 100)),
    line(
        "assistant",
        "00:06.000",
        [tool_use("toolu_03", "Write", file_path="/p/report.md", content="…")],
        **usage("msg_3", 100),
    ),
    line("user", "00:06.400", [tool_result("toolu_03", "EACCES: permission denied", error=True)]),
    line(
        "assistant",
        "00:08.000",
        [tool_use("toolu_04", "Edit", file_path="/p/report.md", old_string="a", new_string="b")],
        **usage("msg_4", 60),
    ),
    line("user", "00:09.000", [tool_result("toolu_04", "ok")]),
    line("assistant", "00:10.000", [{"type": "text", "text": "Done."}], **usage("msg_5", 5)),
    line("user", "01:00.000", "Now load it into Postgres"),
    line("assistant", "01:01.000", [tool_use("toolu_05", "Skill", skill="sql-loader")], **usage("msg_6", 12)),
    line("user", "01:01.500", [tool_result("toolu_05", "Unknown skill: sql-loader", error=True)]),
    line("assistant", "01:03.000", [tool_use("toolu_06", "Skill")], **usage("msg_7", 1)),
]


def test_skill_invocations_are_read_from_a_claude_code_transcript(
    cli: Cli, jsonl: JsonlFactory, tmp_path: Path
) -> None:
    path = jsonl("session.jsonl", [r if isinstance(r, str) else json.dumps(r) for r in TRANSCRIPT])
    db = tmp_path / "usage.db"
    result = cli("usage", "ingest", path, "--db", db)
    assert result.err.splitlines() == [
        f"skillgrade: {path}:8: not JSON: Expecting property name enclosed in double quotes (column 2)",
        f"skillgrade: {path}:18: Skill call without input.skill",
    ]
    assert result.out == f"{path}: 2 invocations, 2 new, 0 already stored, 2 skipped lines\n"
    with open_store(str(db)) as store:
        rows = store.query("SELECT id, record FROM skill_invocations ORDER BY timestamp")
    profiler, loader = (json.loads(r[1]) for r in rows)
    assert rows[0][0] == f"claude-code:{SESSION}:toolu_01"
    assert profiler == {
        "id": f"claude-code:{SESSION}:toolu_01",
        "schema_version": 1,
        "skill_name": "csv-profiler",
        "timestamp": "2026-11-19T10:00:02Z",
        "source": f"claude-code:{SESSION}",
        "errors": ["EACCES: permission denied"],
        "tool_calls": 3,
        "files_changed": 1,
        "tokens_used": 40 + 25 + 100 + 60 + 5,
        "duration_ms": 8000.0,
    }
    assert loader["errors"] == ["Unknown skill: sql-loader"]
    assert (loader["tool_calls"], loader["tokens_used"]) == (0, 12)
    assert cli("usage", "ingest", path, "--db", db).out.startswith(f"{path}: 2 invocations, 0 new")
