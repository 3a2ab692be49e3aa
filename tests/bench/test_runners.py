"""Executable skills the tests write: JSON-RPC subprocess, HTTP on loopback, and misbehaving ones."""

from __future__ import annotations

import asyncio
import os
import time
from pathlib import Path

import pytest

from bench.skills import benchmark, exact_task, http_skill_server, write_http_skill, write_rpc_skill
from skillgrade.bench.engine import RunSettings, SkillResult, plan, run_benchmark
from skillgrade.bench.runners import HttpRunner, Outcome, SubprocessRunner, discover_subjects, find_response
from skillgrade.bench.schema import Benchmark, Task, parse_benchmark
from skillgrade.errors import UsageError


def one(runner: SubprocessRunner | HttpRunner, task: Task) -> Outcome:
    async def main() -> Outcome:
        try:
            return await runner.run(task, 0)
        finally:
            await runner.aclose()

    return asyncio.run(main())


def make_task(input_data: dict[str, object], value: str = "42", timeout_ms: float = 10_000) -> Task:
    return Task.model_validate(exact_task("t", input_data, value, timeoutMs=timeout_ms))


def subprocess_runner(folder: Path) -> SubprocessRunner:
    (subject,) = discover_subjects(folder)
    return SubprocessRunner(subject)


def test_json_rpc_subprocess_skill(tmp_path: Path) -> None:
    runner = subprocess_runner(write_rpc_skill(tmp_path))
    outcome = one(runner, make_task({"operation": "calculate", "expression": "6*7"}))
    assert outcome.error is None and outcome.output == {"result": "42"}


@pytest.mark.parametrize(
    ("mode", "message"),
    [
        ("crash", "exited with status 3: Traceback: boom"),
        ("garbage", "no JSON-RPC response on stdout: this is not json"),
        ("rpc-error", "JSON-RPC error: cannot do that"),
    ],
)
def test_misbehaving_skills_are_errors(tmp_path: Path, mode: str, message: str) -> None:
    outcome = one(subprocess_runner(write_rpc_skill(tmp_path, mode=mode)), make_task({"operation": "calculate"}))
    assert not outcome.timed_out and outcome.error is not None and outcome.error.startswith(message)


def test_a_hanging_skill_is_killed_at_its_timeout(tmp_path: Path) -> None:
    folder = write_rpc_skill(tmp_path, mode="hang")
    started = time.perf_counter()
    outcome = one(subprocess_runner(folder), make_task({}, timeout_ms=400))
    elapsed = time.perf_counter() - started
    assert outcome.timed_out and "timed out after 400 ms" in (outcome.error or "")
    assert elapsed < 5
    pid = int((folder / "pid.txt").read_text())
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)


def test_an_entrypoint_that_cannot_start(tmp_path: Path) -> None:
    folder = write_rpc_skill(tmp_path)
    (folder / "skill.json").write_text('{"id": "x", "entrypoint": "/no/such/binary --x"}', encoding="utf-8")
    outcome = one(subprocess_runner(folder), make_task({}))
    assert outcome.error is not None and outcome.error.startswith("cannot start /no/such/binary")


def test_find_response_scans_from_the_end() -> None:
    out = '{"jsonrpc": "2.0", "result": 1, "id": 1}\nnoise\n{"jsonrpc": "2.0", "result": 2, "id": 1}\n{"other": 1}\n'
    assert find_response(out) == {"jsonrpc": "2.0", "result": 2, "id": 1}
    assert find_response('{"jsonrpc": "2.0", "result": 3, "id": 7}') is None


def test_http_skill_on_loopback(tmp_path: Path) -> None:
    seen: list[dict[str, object]] = []
    with http_skill_server(seen) as url:
        (subject,) = discover_subjects(write_http_skill(tmp_path, url))
        ok = one(HttpRunner(subject), make_task({"query": "largest planet"}))
        failing = one(HttpRunner(subject), make_task({"status": 503}))
        slow = one(HttpRunner(subject), make_task({"sleep": 2}, timeout_ms=300))
    assert ok.output == {"result": "Jupiter is the largest planet.", "source": "test-knowledge-base"}
    assert seen[0]["body"] == {"skillId": "web-search", "version": "2.0.0", "input": {"query": "largest planet"}}
    assert seen[0]["version"] == "1"
    assert failing.error is not None and failing.error.startswith("HTTP 503")
    assert slow.timed_out


def bench_with_hang() -> Benchmark:
    return parse_benchmark(
        benchmark(
            [
                exact_task("fast", {"operation": "calculate", "expression": "1+1"}, "2", tags=["ok"]),
                exact_task("stuck", {"hang": True}, "x", timeoutMs=400, tags=["bad"]),
                exact_task("wrong", {"operation": "calculate", "expression": "2+2"}, "5", tags=["ok"]),
            ]
        ),
        "inline",
    )


def test_the_run_continues_past_a_hang_and_counts_it(tmp_path: Path) -> None:
    write_rpc_skill(tmp_path / "skills")
    bench = bench_with_hang()
    planned = plan(bench, discover_subjects(tmp_path / "skills"), None)
    ticks: list[int] = []
    (result,) = asyncio.run(run_benchmark(bench, planned, RunSettings(concurrency=3, progress=ticks.append)))
    assert isinstance(result, SkillResult) and len(ticks) == 3
    statuses = {r.task.id: r.status for r in result.results}
    assert statuses == {"fast": "passed", "stuck": "timeout", "wrong": "failed"}
    stuck = result.results[1].attempts[0]
    assert 350 <= stuck.latency_ms < 5000  # a timeout's latency is counted, not dropped
    assert result.summary.error_rate == pytest.approx(1 / 3) and result.summary.quality == pytest.approx(1 / 3)


def test_skill_md_skills_need_an_agent_and_problems_are_listed_together(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "SKILL.md").write_text("---\nname: a\ndescription: d\n---\nbody\n", encoding="utf-8")
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "skill.json").write_text("{not json", encoding="utf-8")
    with pytest.raises(UsageError) as caught:
        plan(bench_with_hang(), discover_subjects(tmp_path), None)
    assert "give --agent" in str(caught.value) and "invalid skill.json" in str(caught.value)
