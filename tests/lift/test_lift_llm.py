"""End to end over real HTTP: the llm agent and the judge on a scripted loopback model.

The skill helps on ``helps`` and ``more``, hurts on ``hurts`` and changes nothing on ``same``.
Grading follows BenchFlow's seed: with a rubric the judge alone scores (``more``'s ground truth
matches both arms and is not counted), else ``ground_truth``, else 0.0 (``uses`` has only
``expected_skill`` and ``empty`` nothing: both score 0.0 and are not run).
"""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import numpy as np
import pytest

from lift.conftest import LiftModel, make_skill
from llm.fake_server import FakeServer
from skillgrade.cli.main import main

EVALS = {
    "version": "1",
    "skill_name": "calc",
    "defaults": {"timeout_sec": 30},
    "cases": [
        {"id": "helps", "question": "helps: describe", "expected_behavior": ["mentions ALPHA", "mentions BETA"]},
        {"id": "hurts", "question": "hurts: compute", "ground_truth": "42"},
        {"id": "same", "question": "same: compute", "ground_truth": "7"},
        {"id": "uses", "question": "uses: anything", "expected_skill": "calc"},
        {"id": "more", "question": "more: x", "expected_behavior": ["mentions ALPHA"], "ground_truth": "ok"},
        {"id": "empty", "question": "nothing to grade"},
    ],
}
WITH = {"helps": "ALPHA and BETA", "hurts": "The answer is 43", "same": "It is 7.", "uses": "done", "more": "ALPHA, ok"}
WITHOUT = {"helps": "ALPHA only", "hurts": "The answer is 42.", "same": "7", "uses": "done", "more": "OK!"}
D = [0.5, -1.0, 0.0, 0.0, 1.0, 0.0]
ORDER = ("helps", "hurts", "same", "uses", "more", "empty")


def _program(model: LiftModel) -> None:
    model.with_answer = lambda prompt: WITH[prompt.split(":")[0]]
    model.without_answer = lambda prompt: WITHOUT[prompt.split(":")[0]]


def _args(server: FakeServer, folder: Path, out: Path, *extra: str) -> list[str]:
    return [
        "lift", str(folder), "--provider", "openai-compatible", "--model", "local-test", "--base-url", server.url,
        "--no-cache", "--out", str(out), "--repeats", "2", *extra,
    ]  # fmt: skip


def test_per_case_and_overall_lift_interval_and_p_value(
    lift_model: tuple[FakeServer, LiftModel], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    server, model = lift_model
    _program(model)
    folder = make_skill(tmp_path, EVALS)
    out = tmp_path / "out"
    code = main(_args(server, folder, out, "--format", "json", "--export-gepa", str(tmp_path / "gepa"), "--no-forced"))
    assert code == 0
    captured = capsys.readouterr()
    summary = json.loads(captured.out)
    assert "case 'uses' has neither expected_behavior nor ground_truth: it scores 0.0" in captured.err
    assert summary["schema_version"] == "skillgrade.lift/2" and summary["repeats"] == 2
    assert summary["arms"] == ["with", "without"] and len(summary["warnings"]) == 2
    (agent,) = summary["agents"]
    assert agent["agent"] == "llm:local-test" and agent["errored_runs"] == 0 and agent["body"] is None
    cases = {c["id"]: c for c in agent["cases"]}
    assert cases["empty"]["status"] == "no_grader" and cases["empty"]["with_mean"] == 0.0
    assert cases["uses"]["status"] == "no_grader" and cases["uses"]["with_scores"] == []
    assert [cases[i]["lift"] for i in ORDER] == pytest.approx(D)
    assert cases["helps"]["with_scores"] == [1.0, 1.0] and cases["helps"]["without_scores"] == [0.5, 0.5]
    assert cases["more"]["with_scores"] == [1.0, 1.0] and cases["more"]["without_scores"] == [0.0, 0.0]
    overall = agent["overall"]
    assert overall["n_cases"] == 6 and overall["lift"] == pytest.approx(0.5 / 6)
    assert overall["with_mean"] == pytest.approx(3 / 6) and overall["without_mean"] == pytest.approx(2.5 / 6)
    flips = [abs(np.mean(np.multiply(signs, D))) for signs in itertools.product((1, -1), repeat=6)]
    assert overall["test"] == "sign-flip permutation"
    assert overall["p_value"] == pytest.approx(np.mean(np.asarray(flips) >= abs(np.mean(D)) - 1e-12))
    rng = np.random.default_rng(0)
    means = np.asarray(D)[rng.integers(0, 6, size=(10_000, 6))].mean(axis=1)
    assert overall["ci_low"] == pytest.approx(np.quantile(means, 0.025))
    assert overall["ci_high"] == pytest.approx(np.quantile(means, 0.975))
    sd = float(np.std(D, ddof=1))
    assert overall["mde"] == pytest.approx((1.959964 + 0.841621) * sd / np.sqrt(6), rel=1e-5)
    # 4 scorable cases x 2 arms x 2 repeats; the judge is asked only for the 2 rubric cases.
    assert model.calls["judge"] == 2 * 2 * 2 and model.calls["load"] == 8
    run = json.loads((out / "runs" / "llm-local-test" / "helps" / "with-1.json").read_text())
    assert [e["type"] for e in run["trajectory"]] == ["user", "tool_call", "tool_result", "answer"]
    assert run["grade"]["score"] == 1.0 and run["invoked_skills"] == ["calc"]
    more = json.loads((out / "runs" / "llm-local-test" / "more" / "without-0.json").read_text())
    assert {c["kind"]: (c["passed"], c["counted"]) for c in more["grade"]["checks"]} == {
        "rubric": (False, True), "ground_truth": (True, False),
    }  # fmt: skip
    assert (out / "summary.md").read_text().startswith("# Skill lift: `calc`")
    assert json.loads((out / "summary.json").read_text())["agents"][0]["overall"]["lift"] == pytest.approx(0.5 / 6)
    traces = [json.loads(line) for line in (tmp_path / "gepa" / "traces.jsonl").read_text().splitlines()]
    assert len(traces) == 16 and (tmp_path / "gepa" / "skill.md").is_file()
    hurt = next(t for t in traces if t["case_id"] == "hurts" and t["with_skill"])
    assert hurt["input"] == "hurts: compute" and hurt["final_answer"] == "The answer is 43" and hurt["score"] == 0.0
    assert "[FAIL] ground_truth: 42" in hurt["feedback"] and hurt["trajectory"]


def test_min_lift_gate_and_negative_lift_text(
    lift_model: tuple[FakeServer, LiftModel], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    server, model = lift_model
    model.with_answer = lambda prompt: "43"
    model.without_answer = lambda prompt: "42"
    evals = {"cases": [{"id": f"c{i}", "question": f"q{i}", "ground_truth": "42"} for i in range(3)]}
    folder = make_skill(tmp_path, evals)
    code = main(_args(server, folder, tmp_path / "out", "--min-lift", "0", "--repeats", "1"))
    text = capsys.readouterr().out
    assert code == 1
    assert "-1.000" in text and "+-" not in text and "McNemar" in text and "FAILED" in text
    code = main(_args(server, folder, tmp_path / "out", "--format", "junit", "--repeats", "1"))
    junit = capsys.readouterr().out
    assert code == 0 and junit.count("<failure") == 3 and "negative lift -1.000" in junit


def test_judge_junk_is_unscored_not_zero(
    lift_model: tuple[FakeServer, LiftModel], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    server, model = lift_model
    model.with_answer = lambda prompt: "ALPHA"
    model.without_answer = lambda prompt: "nothing"
    model.judge_junk = lambda answer: answer == "nothing"
    evals = {"skill_name": "calc", "evals": [{"id": 1, "prompt": "p", "expectations": ["mentions ALPHA"]}]}
    folder = make_skill(tmp_path, evals)
    code = main(_args(server, folder, tmp_path / "out", "--format", "json", "--repeats", "1", "--no-forced"))
    summary = json.loads(capsys.readouterr().out)
    assert code == 0
    case = summary["agents"][0]["cases"][0]
    assert case["with_scores"] == [1.0] and case["without_scores"] == [None] and case["status"] == "errored"
    assert model.calls["judge"] == 1 + 2  # the junk answer is asked again once
    run = json.loads((tmp_path / "out" / "runs" / "llm-local-test" / "1" / "without-0.json").read_text())
    assert run["grade"]["checks"][0]["passed"] is None and "JSON" in run["grade"]["checks"][0]["detail"]
