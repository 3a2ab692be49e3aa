"""A failed model layer never passes a gate as if the requested depth had run (exit 4, DEGRADED)."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pytest

from conftest import CliResult, SkillFactory
from layers.judge.conftest import ScriptedJudge, grading
from layers.judge.test_judge_cli import judge_layer, standard
from llm.fake_server import FakeServer, Reply, openai_error

Cli = Callable[..., CliResult]


def failing_server(*replies: Reply) -> FakeServer:
    server = FakeServer().start()
    server.script(*replies)
    return server


UNAUTHORIZED = Reply(status=401, body=openai_error("Incorrect API key provided", type_="invalid_request_error"))


def test_a_judge_that_gets_401_fails_the_run_with_exit_4_and_one_line(
    cli: Cli, good_skill: Path, tmp_path: Path
) -> None:
    server = failing_server(*[UNAUTHORIZED] * 20)
    try:
        result = standard(cli, server, good_skill, tmp_path / "c", "--threshold", "70")
    finally:
        server.stop()
    assert result.code == 4, result.err
    report = result.json()
    [skill] = report["skills"]
    assert judge_layer(skill)["status"] == "failed"
    assert skill["passed"] is False and skill["composite"]["degraded"] is True
    assert skill["degraded"] and skill["degraded"][0].startswith("judge: ")
    # The static-only composite is never compared with the threshold as if it were judged.
    assert not any("threshold 70" in reason and "below" in reason for reason in skill["gate"])
    assert any("the standard depth did not run" in reason for reason in skill["gate"])
    lines = [line for line in result.err.splitlines() if "degraded" in line]
    assert len([line for line in lines if "HTTP 401" in line]) == 1
    assert "the LLM judge failed for 1 skill" in result.err and "Traceback" not in result.err


def test_the_same_cause_on_many_skills_makes_one_line_with_a_count(
    cli: Cli, make_skill: SkillFactory, tmp_path: Path
) -> None:
    for name in ("alpha-one", "beta-two", "gamma-three"):
        make_skill(name, parent=tmp_path / "skills")
    server = failing_server(*[UNAUTHORIZED] * 50)
    try:
        result = standard(cli, server, tmp_path / "skills", tmp_path / "c")
    finally:
        server.stop()
    assert result.code == 4
    cause_lines = [line for line in result.err.splitlines() if "HTTP 401" in line]
    assert len(cause_lines) == 1 and "failed for 3 skills" in cause_lines[0]


def test_the_text_report_leads_with_the_degradation(cli: Cli, good_skill: Path, tmp_path: Path) -> None:
    server = failing_server(*[UNAUTHORIZED] * 20)
    try:
        result = cli(
            "score", good_skill, "--depth", "standard", "--provider", "openai-compatible", "--base-url",
            server.url, "--model", "m", "--cache-dir", tmp_path / "c",
        )  # fmt: skip
        markdown = cli(
            "score", good_skill, "--depth", "standard", "--provider", "openai-compatible", "--base-url",
            server.url, "--model", "m", "--cache-dir", tmp_path / "c", "--format", "markdown",
        )  # fmt: skip
    finally:
        server.stop()
    assert result.code == 4 and markdown.code == 4
    assert result.out.startswith("DEGRADED  the LLM judge failed for 1 skill: ")
    assert "degraded" in result.out.splitlines()[3] or any("· degraded ·" in line for line in result.out.splitlines())
    assert result.out.rstrip().splitlines()[-2].startswith("DEGRADED") or "\nDEGRADED  1 skill(s)" in result.out
    head = markdown.out.split("\n\n")
    assert "degraded" in head[0] and "[!WARNING]" in head[1] and "HTTP 401" in head[1]


def test_allow_degraded_gates_on_what_was_measured_and_says_so(cli: Cli, good_skill: Path, tmp_path: Path) -> None:
    server = failing_server(*[UNAUTHORIZED] * 40)
    try:
        low = standard(cli, server, good_skill, tmp_path / "c", "--threshold", "5", "--allow-degraded")
        high = standard(cli, server, good_skill, tmp_path / "c", "--threshold", "99.9", "--allow-degraded")
    finally:
        server.stop()
    assert low.code == 0, low.err
    [skill] = low.json()["skills"]
    assert skill["composite"]["degraded"] is True and skill["composite"]["confidence"] == "Estimated"
    assert low.json()["allow_degraded"] is True
    assert "--allow-degraded: they are gated on what was measured" in low.err
    assert high.code == 1, high.out[:3000]  # the measured (static) composite is below 99.9: an ordinary gate failure
    assert "below the threshold 99.9" in " ".join(high.json()["skills"][0]["gate"])


def test_allow_degraded_can_be_set_in_the_config(cli: Cli, good_skill: Path, tmp_path: Path) -> None:
    config = tmp_path / "sg.yaml"
    config.write_text("allow-degraded: true\n")
    server = failing_server(*[UNAUTHORIZED] * 20)
    try:
        result = standard(cli, server, good_skill, tmp_path / "c", "--config", config)
    finally:
        server.stop()
    assert result.code == 0, result.err
    assert result.json()["skills"][0]["composite"]["degraded"] is True


def test_429_until_the_retries_run_out_is_degraded(cli: Cli, good_skill: Path, tmp_path: Path) -> None:
    throttled = Reply(status=429, body=openai_error("slow down"), headers={"retry-after-ms": "1"})
    server = failing_server(*[throttled] * 100)
    try:
        result = standard(cli, server, good_skill, tmp_path / "c")
    finally:
        server.stop()
    assert result.code == 4
    assert "HTTP 429" in result.err and "gave up after 7 attempts" in result.err


def test_answers_that_never_parse_are_degraded(
    cli: Cli, good_skill: Path, judge_server: tuple[FakeServer, ScriptedJudge], tmp_path: Path
) -> None:
    server, judge = judge_server
    judge.gradings = ["this is not JSON at all"]
    result = standard(cli, server, good_skill, tmp_path / "c")
    assert result.code == 4
    assert "the answer holds no JSON object" in result.err


def test_one_dimension_answered_badly_is_a_failed_dimension_and_degraded(
    cli: Cli, good_skill: Path, judge_server: tuple[FakeServer, ScriptedJudge], tmp_path: Path
) -> None:
    server, judge = judge_server
    judge.gradings = [grading(output=9)]
    result = standard(cli, server, good_skill, tmp_path / "c")
    assert result.code == 4, result.err
    [skill] = result.json()["skills"]
    assert skill["composite"]["degraded"] is True
    assert skill["degraded"] and skill["degraded"][0].startswith("judge: output_quality failed: ")
    assert skill["dimensions"]["output_quality"]["measured"] is False
    assert "the LLM judge failed for 1 skill: output_quality failed" in result.err


@pytest.mark.parametrize("allow", [False, True])
def test_a_dead_endpoint_is_degraded(cli: Cli, good_skill: Path, tmp_path: Path, allow: bool) -> None:
    config = tmp_path / "sg.yaml"
    config.write_text("judge:\n  max-retries: 1\n")
    extra = ("--allow-degraded",) if allow else ()
    result = standard(cli, "http://127.0.0.1:9/v1", good_skill, tmp_path / "c", "--config", config, *extra)
    assert result.code == (0 if allow else 4), result.err
    assert "ConnectError" in result.err and "gave up after 2 attempts" in result.err


def test_the_timeout_flag_bounds_each_attempt(cli: Cli, good_skill: Path, tmp_path: Path) -> None:
    config = tmp_path / "sg.yaml"
    config.write_text("judge:\n  max-retries: 1\n")
    server = failing_server(*[Reply(hang=True)] * 4)
    started = time.perf_counter()
    try:
        result = standard(cli, server, good_skill, tmp_path / "c", "--config", config, "--timeout", "1")
    finally:
        server.stop()
    assert time.perf_counter() - started < 10  # two 1 s attempts and a backoff, not 2 × 120 s
    assert result.code == 4 and "within 1 s (--timeout)" in result.err


def test_usage_counts_attempts_beside_the_answers_received(cli: Cli, good_skill: Path, tmp_path: Path) -> None:
    judge = ScriptedJudge()
    busy = Reply(status=503, body=openai_error("overloaded"), headers={"retry-after-ms": "1"})
    server = failing_server(busy, busy, judge, judge)
    try:
        result = standard(cli, server, good_skill, tmp_path / "c", "--format", "text")
        report = standard(cli, server, good_skill, tmp_path / "c2").json()
    finally:
        server.stop()
    assert "2 answer(s) (4 attempt(s) sent)" in result.out
    usage = judge_layer(report["skills"][0])["usage"]
    assert usage["calls"] == 2 and usage["attempts"] == 2  # the second run had no retry
    assert report["summary"]["usage"]["attempts"] == 2


def test_a_failed_call_counts_its_attempts(cli: Cli, good_skill: Path, tmp_path: Path) -> None:
    server = failing_server(*[UNAUTHORIZED] * 5)
    try:
        report = standard(cli, server, good_skill, tmp_path / "c").json()
    finally:
        server.stop()
    usage = judge_layer(report["skills"][0])["usage"]
    assert usage["calls"] == 0 and usage["attempts"] == 1 == len(server.requests)


def test_a_routing_call_that_fails_for_good_after_a_good_grading_is_degraded(
    cli: Cli, good_skill: Path, tmp_path: Path
) -> None:
    judge = ScriptedJudge()
    server = failing_server(judge, *[UNAUTHORIZED] * 5)  # grading answers, routing gets 401
    try:
        result = standard(cli, server, good_skill, tmp_path / "c")
    finally:
        server.stop()
    [skill] = result.json()["skills"]
    assert judge_layer(skill)["status"] == "ran"
    assert skill["dimensions"]["output_quality"]["measured"] is True
    assert result.code == 4 and skill["degraded"] and "HTTP 401" in skill["degraded"][0]
