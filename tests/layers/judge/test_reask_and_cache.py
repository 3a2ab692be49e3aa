"""The judge caches only answers it validated, and a re-ask says what was wrong with the answer."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from conftest import CliResult
from layers.judge.conftest import ScriptedJudge, grading
from layers.judge.test_judge_cli import judge_layer, standard
from llm.fake_server import FakeServer, Reply, openai_answer
from skillgrade.layers.judge import rubric

Cli = Callable[..., CliResult]

CUT = Reply(body=openai_answer('{"orchestration_fitness": {"reasoning": "It', finish_reason="length"))
REFUSED = Reply(body=openai_answer(None, refusal="I can't help with grading."))
EMPTY = Reply(body=openai_answer(""))


def grading_requests(server: FakeServer) -> list[dict[str, Any]]:
    return [r.body for r in server.requests if "grader of agent skills" in r.body["messages"][0]["content"]]


@pytest.mark.parametrize(
    "bad",
    [CUT, REFUSED, EMPTY, "this is not JSON at all", grading(output=9), grading(scope=0)],
    ids=["length", "refusal", "empty", "malformed", "out-of-range", "zero"],
)
def test_an_unusable_answer_is_not_cached_so_a_rerun_asks_again(
    cli: Cli, good_skill: Path, judge_server: tuple[FakeServer, ScriptedJudge], tmp_path: Path, bad: Any
) -> None:
    server, judge = judge_server
    judge.gradings = [bad, bad, grading()]
    first = standard(cli, server, good_skill, tmp_path / "cache").json()
    assert judge.graded == 2
    verdicts = judge_layer(first["skills"][0])["samples"][0]["verdicts"]
    assert any(v["unscored"] for v in verdicts.values())

    second = standard(cli, server, good_skill, tmp_path / "cache").json()
    assert judge.graded == 3  # the failure was not replayed from the cache: the model was asked again
    layer = judge_layer(second["skills"][0])
    assert all(v["rating"] is not None for v in layer["samples"][0]["verdicts"].values())

    third = standard(cli, server, good_skill, tmp_path / "cache").json()
    assert judge.graded == 3 and judge_layer(third["skills"][0])["usage"]["calls"] == 0  # the good answer is cached


def test_the_reask_feeds_the_validation_error_back(
    cli: Cli, good_skill: Path, judge_server: tuple[FakeServer, ScriptedJudge], tmp_path: Path
) -> None:
    server, judge = judge_server
    judge.gradings = [grading(output=9), grading()]
    standard(cli, server, good_skill, tmp_path / "cache")
    first, second = grading_requests(server)
    assert first["messages"][:-1] == second["messages"][:-1]
    added = second["messages"][-1]["content"].removeprefix(first["messages"][-1]["content"])
    assert "could not be used" in added and "output_quality" in added and "9 is not one of" in added
    assert second["max_tokens"] == first["max_tokens"]


def test_after_a_length_stop_the_reask_allows_more_output_and_shorter_reasoning(
    cli: Cli, good_skill: Path, judge_server: tuple[FakeServer, ScriptedJudge], tmp_path: Path
) -> None:
    server, judge = judge_server
    judge.gradings = [CUT, grading()]
    report = standard(cli, server, good_skill, tmp_path / "cache").json()
    first, second = grading_requests(server)
    assert second["max_tokens"] == 2 * first["max_tokens"]
    schema = second["response_format"]["schema"]
    half = rubric.REASONING_MAX_CHARS // 2
    assert schema["properties"]["output_quality"]["properties"]["reasoning"]["maxLength"] == half
    assert f"under {half} characters" in second["messages"][-1]["content"]
    assert judge_layer(report["skills"][0])["status"] == "ran"


def test_the_schema_bounds_prompts_decisions_ids_and_reasoning(
    cli: Cli, good_skill: Path, judge_server: tuple[FakeServer, ScriptedJudge], tmp_path: Path
) -> None:
    server, _ = judge_server
    standard(cli, server, good_skill, tmp_path / "cache")
    grading_schema = server.requests[0].body["response_format"]["schema"]
    prompts = grading_schema["properties"]["trigger_prompts"]["properties"]["should_trigger"]
    assert prompts["minItems"] == prompts["maxItems"] == rubric.TRIGGER_PROMPTS_PER_LABEL
    reasoning = grading_schema["properties"]["scope_calibration"]["properties"]["reasoning"]
    assert reasoning["minLength"] == 1 and reasoning["maxLength"] == rubric.REASONING_MAX_CHARS
    decisions = server.requests[1].body["response_format"]["schema"]["properties"]["decisions"]
    assert decisions["minItems"] == decisions["maxItems"] == 10
    assert decisions["items"]["properties"]["id"] == {"type": "integer", "minimum": 1, "maximum": 10}
    assert decisions["items"]["properties"]["reasoning"]["minLength"] == 1


def test_too_few_trigger_prompts_are_asked_for_again(
    cli: Cli, good_skill: Path, judge_server: tuple[FakeServer, ScriptedJudge], tmp_path: Path
) -> None:
    server, judge = judge_server
    few = grading(trigger_prompts={"should_trigger": ["Profile this CSV"], "should_not_trigger": []})
    judge.gradings = [few, grading()]
    report = standard(cli, server, good_skill, tmp_path / "cache").json()
    assert judge.graded == 2
    added = grading_requests(server)[1]["messages"][-1]["content"]
    assert "should_trigger" in added or "trigger_prompts" in added
    trig = judge_layer(report["skills"][0])["samples"][0]["triggering"]
    assert trig["f1"] == 1.0 and len(trig["cases"]) == 10


def test_an_empty_reasoning_is_not_a_usable_verdict(
    cli: Cli, good_skill: Path, judge_server: tuple[FakeServer, ScriptedJudge], tmp_path: Path
) -> None:
    server, judge = judge_server
    blank = grading()
    blank["output_quality"] = {"reasoning": "", "score": 5}
    judge.gradings = [blank, blank]
    report = standard(cli, server, good_skill, tmp_path / "cache").json()
    verdict = judge_layer(report["skills"][0])["samples"][0]["verdicts"]["output_quality"]
    assert verdict["rating"] is None and "should be non-empty" in verdict["unscored"]
    assert json.dumps(report)  # the report still renders


def test_a_shorter_reasoning_limit_never_raises_a_tighter_one() -> None:
    routing = rubric.with_reasoning_limit(rubric.routing_schema(10), rubric.REASONING_MAX_CHARS // 2)
    reasoning = routing["properties"]["decisions"]["items"]["properties"]["reasoning"]
    assert reasoning["maxLength"] == rubric.ROUTING_REASON_MAX_CHARS < rubric.REASONING_MAX_CHARS // 2
