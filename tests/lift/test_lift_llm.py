"""End to end over real HTTP: the llm agent and the judge on a scripted loopback model.

The skill helps on ``helps`` and ``more``, makes the agent load it on ``uses``, hurts on
``hurts`` and changes nothing on ``same``; ``empty`` has nothing to grade.
"""

from __future__ import annotations

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
D = [0.5, -1.0, 0.0, 1.0, 0.5]


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
    code = main(_args(server, folder, out, "--format", "json", "--export-gepa", str(tmp_path / "gepa")))
    assert code == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["schema_version"] == "skillgrade.lift/1" and summary["repeats"] == 2
    (agent,) = summary["agents"]
    assert agent["agent"] == "llm:local-test" and agent["errored_runs"] == 0
    cases = {c["id"]: c for c in agent["cases"]}
    assert cases["empty"]["status"] == "ungraded" and cases["empty"]["lift"] is None
    assert [cases[i]["lift"] for i in ("helps", "hurts", "same", "uses", "more")] == pytest.approx(D)
    assert cases["helps"]["with_scores"] == [1.0, 1.0] and cases["helps"]["without_scores"] == [0.5, 0.5]
    overall = agent["overall"]
    assert overall["n_cases"] == 5 and overall["lift"] == pytest.approx(0.2)
    assert overall["with_mean"] == pytest.approx(0.8) and overall["without_mean"] == pytest.approx(0.6)
    assert overall["test"] == "sign-flip permutation" and overall["p_value"] == pytest.approx(24 / 32)
    rng = np.random.default_rng(0)
    means = np.asarray(D)[rng.integers(0, 5, size=(10_000, 5))].mean(axis=1)
    assert overall["ci_low"] == pytest.approx(np.quantile(means, 0.025))
    assert overall["ci_high"] == pytest.approx(np.quantile(means, 0.975))
    sd = float(np.std(D, ddof=1))
    assert overall["mde"] == pytest.approx((1.959964 + 0.841621) * sd / np.sqrt(5), rel=1e-5)
    # 5 graded cases x 2 arms x 2 repeats; the judge is asked only for the 2 rubric cases.
    assert model.calls["judge"] == 2 * 2 * 2 and model.calls["load"] == 10
    run = json.loads((out / "runs" / "llm-local-test" / "helps" / "with-1.json").read_text())
    assert [e["type"] for e in run["trajectory"]] == ["user", "tool_call", "tool_result", "answer"]
    assert run["grade"]["score"] == 1.0 and run["invoked_skills"] == ["calc"]
    assert (out / "summary.md").read_text().startswith("# Skill lift: `calc`")
    assert json.loads((out / "summary.json").read_text())["agents"][0]["overall"]["lift"] == pytest.approx(0.2)
    traces = [json.loads(line) for line in (tmp_path / "gepa" / "traces.jsonl").read_text().splitlines()]
    assert len(traces) == 20 and (tmp_path / "gepa" / "skill.md").is_file()
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
    code = main(_args(server, folder, tmp_path / "out", "--format", "json", "--repeats", "1"))
    summary = json.loads(capsys.readouterr().out)
    assert code == 0
    case = summary["agents"][0]["cases"][0]
    assert case["with_scores"] == [1.0] and case["without_scores"] == [None] and case["status"] == "errored"
    assert model.calls["judge"] == 1 + 2  # the junk answer is asked again once
    run = json.loads((tmp_path / "out" / "runs" / "llm-local-test" / "1" / "without-0.json").read_text())
    assert run["grade"]["checks"][0]["passed"] is None and "JSON" in run["grade"]["checks"][0]["detail"]
