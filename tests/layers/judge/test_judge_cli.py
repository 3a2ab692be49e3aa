"""``skillgrade score --depth standard`` end to end, against a scripted model on 127.0.0.1."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from conftest import CliResult, SkillFactory
from layers.judge.conftest import SHOULD, SHOULD_NOT, ScriptedJudge, grading
from llm.fake_server import FakeServer

Cli = Callable[..., CliResult]


def judge_layer(skill: dict[str, Any]) -> dict[str, Any]:
    return next(layer for layer in skill["layers"] if layer["name"] == "judge")


def standard(cli: Cli, server: FakeServer | str, path: Path, cache: Path, *extra: str) -> CliResult:
    url = server if isinstance(server, str) else server.url
    return cli(
        "score",
        path,
        "--depth",
        "standard",
        "--provider",
        "openai-compatible",
        "--base-url",
        url,
        "--model",
        "local-test",
        "--cache-dir",
        cache,
        "--format",
        "json",
        *extra,
    )


def test_standard_depth_blends_the_judge_and_computes_triggering_itself(
    cli: Cli, good_skill: Path, judge_server: tuple[FakeServer, ScriptedJudge], tmp_path: Path
) -> None:
    server, _ = judge_server
    result = standard(cli, server, good_skill, tmp_path / "cache")
    assert result.code == 0, result.err
    report = result.json()
    [skill] = report["skills"]
    layer = next(layer for layer in skill["layers"] if layer["name"] == "judge")
    assert layer["status"] == "ran" and layer["rubric_version"] == "1" and layer["judges"] == 1
    assert layer["usage"]["calls"] == 2 and layer["usage"]["cached_calls"] == 0
    assert len(server.requests) == 2  # one grading call, one routing call
    # Router accepts exactly the five CSV requests; the five near misses are rejected: F1 = 1.0.
    trig = layer["samples"][0]["triggering"]
    assert (trig["true_positive"], trig["false_positive"], trig["false_negative"], trig["true_negative"]) == (
        5,
        0,
        0,
        5,
    )
    dims = skill["dimensions"]
    assert dims["triggering_accuracy"]["layers"]["judge"] == 1.0
    static = dims["triggering_accuracy"]["layers"]["static"]
    assert dims["triggering_accuracy"]["score"] == pytest.approx((0.15 * static + 0.25 * 1.0) / 0.40, abs=1e-4)
    assert dims["output_quality"]["score"] == pytest.approx(0.5)  # rating 3 → 0.5, judge only
    assert dims["scope_calibration"]["layers"] == {"judge": 1.0}
    assert dims["robustness"]["measured"] is False
    assert skill["composite"]["confidence"] == "Assessed"
    assert skill["composite"]["coverage"] == pytest.approx(0.93)


def test_an_unchanged_rerun_makes_no_model_call(
    cli: Cli, good_skill: Path, judge_server: tuple[FakeServer, ScriptedJudge], tmp_path: Path
) -> None:
    server, _ = judge_server
    first = standard(cli, server, good_skill, tmp_path / "cache").json()
    calls = len(server.requests)
    second = standard(cli, server, good_skill, tmp_path / "cache").json()
    assert len(server.requests) == calls
    assert second["summary"]["usage"]["calls"] == 0 and second["summary"]["usage"]["cached_calls"] == 2
    assert second["skills"][0]["composite"]["score"] == first["skills"][0]["composite"]["score"]


@pytest.mark.parametrize(
    ("first", "why"),
    [
        (grading(output=7), "output_quality: 7 is not one of [1, 2, 3, 4, 5]"),
        ("this is not JSON at all", "the answer holds no JSON object"),
    ],
)
def test_an_unusable_answer_is_asked_again_once(
    cli: Cli, good_skill: Path, judge_server: tuple[FakeServer, ScriptedJudge], tmp_path: Path, first: Any, why: str
) -> None:
    server, judge = judge_server
    judge.gradings = [first, grading(output=4)]
    report = standard(cli, server, good_skill, tmp_path / "cache").json()
    assert judge.graded == 2
    assert report["skills"][0]["dimensions"]["output_quality"]["layers"]["judge"] == pytest.approx(0.75)


def test_an_answer_unusable_twice_leaves_the_dimension_unscored_not_zero(
    cli: Cli, good_skill: Path, judge_server: tuple[FakeServer, ScriptedJudge], tmp_path: Path
) -> None:
    server, judge = judge_server
    judge.gradings = [grading(output=9)]
    report = standard(cli, server, good_skill, tmp_path / "cache").json()
    [skill] = report["skills"]
    assert judge.graded == 2
    verdict = judge_layer(skill)["samples"][0]["verdicts"]["output_quality"]
    assert verdict["rating"] is None and "9 is not one of" in verdict["unscored"]
    assert skill["dimensions"]["output_quality"] == {
        **skill["dimensions"]["output_quality"],
        "score": None,
        "measured": False,
    }
    assert skill["dimensions"]["orchestration_fitness"]["layers"]["judge"] == pytest.approx(0.75)


def test_a_model_that_never_answers_leaves_the_layer_failed_and_the_static_score(
    cli: Cli, good_skill: Path, tmp_path: Path
) -> None:
    dead = FakeServer().start()
    from llm.fake_server import Reply

    # 400 is not retried (the retry rules have their own tests), so this stays fast.
    dead.script(*[Reply(status=400, body={"error": {"message": "model not loaded"}})] * 50)
    try:
        result = standard(cli, dead, good_skill, tmp_path / "c")
    finally:
        dead.stop()
    report = result.json()
    [skill] = report["skills"]
    layer = judge_layer(skill)
    assert layer["status"] == "failed" and "model call failed" in layer["reason"]
    assert skill["composite"]["confidence"] == "Estimated"
    assert skill["dimensions"]["output_quality"]["score"] is None


def test_several_judges_give_a_mean_an_interval_and_agreement(
    cli: Cli, good_skill: Path, judge_server: tuple[FakeServer, ScriptedJudge], tmp_path: Path
) -> None:
    server, judge = judge_server
    judge.gradings = [grading(2, 3, 4), grading(3, 3, 5), grading(4, 3, 5)]
    report = standard(cli, server, good_skill, tmp_path / "cache", "--judges", "3").json()
    [skill] = report["skills"]
    layer = judge_layer(skill)
    assert layer["judges"] == 3
    assert layer["agreement"]["method"] == "krippendorff_alpha_ordinal"
    orchestration = skill["dimensions"]["orchestration_fitness"]
    assert orchestration["layers"]["judge"] == pytest.approx(0.5)  # ratings 2, 3, 4 → 0.25, 0.5, 0.75
    assert orchestration["ci_low"] < orchestration["score"] < orchestration["ci_high"]
    assert skill["dimensions"]["output_quality"]["ci_low"] == skill["dimensions"]["output_quality"]["ci_high"]
    assert skill["composite"]["ci_low"] <= skill["composite"]["score"] <= skill["composite"]["ci_high"]


def test_offline_without_cached_answers_fails_at_once(cli: Cli, good_skill: Path, tmp_path: Path) -> None:
    result = standard(cli, "http://127.0.0.1:9", good_skill, tmp_path / "c", "--offline")
    assert result.code == 2 and "--offline" in result.err and "Traceback" not in result.err


def test_standard_depth_without_a_model_is_a_usage_error(cli: Cli, good_skill: Path) -> None:
    result = cli("score", good_skill, "--depth", "standard")
    assert result.code == 2 and "--provider and --model" in result.err


def test_labels_come_from_the_grading_call_and_are_hidden_from_the_router(
    cli: Cli, good_skill: Path, judge_server: tuple[FakeServer, ScriptedJudge], tmp_path: Path
) -> None:
    server, _ = judge_server
    standard(cli, server, good_skill, tmp_path / "cache")
    routing = server.requests[1].body["messages"]
    text = routing[0]["content"] + routing[1]["content"]
    assert all(prompt in text for prompt in SHOULD + SHOULD_NOT)
    assert "should_trigger" not in text and "should not" not in text.lower()
    assert "## Workflow" not in text  # the router sees the description, never the body


def test_an_unreadable_skill_is_not_judged_and_says_why(
    cli: Cli, make_skill: SkillFactory, judge_server: tuple[FakeServer, ScriptedJudge], tmp_path: Path
) -> None:
    server, _ = judge_server
    broken = make_skill("broken", raw=b"\x00\x01binary")
    report = standard(cli, server, broken, tmp_path / "cache").json()
    [skill] = report["skills"]
    assert judge_layer(skill)["status"] == "skipped"
    assert "could not be read" in judge_layer(skill)["reason"]
    assert server.requests == []
