"""The skill-forced arm, the evals' judge model, GEPA's default folder and the spec's workspace files.

Over real HTTP to a scripted loopback model playing the ``llm`` agent and the judge.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lift.conftest import LiftModel, make_skill
from llm.fake_server import FakeServer
from skillgrade.cli.main import main

# "routed": the with arm does as well as the forced arm; "missed": only the forced arm (the body
# given outright) answers well, as when a description fails to route the agent to the body.
EVALS = {
    "skill_name": "calc",
    "defaults": {"timeout_sec": 30, "judge_model": "grader-model"},
    "cases": [
        {"id": "routed", "question": "routed: q", "expected_behavior": ["mentions ALPHA"]},
        {"id": "missed", "question": "missed: q", "expected_behavior": ["mentions ALPHA"]},
        {"id": "plain", "question": "plain: q", "ground_truth": "7"},
    ],
}
WITH = {"routed": "ALPHA", "missed": "no idea", "plain": "7"}
FORCED = {"routed": "ALPHA", "missed": "ALPHA", "plain": "7"}
WITHOUT = {"routed": "no idea", "missed": "no idea", "plain": "7"}


def _run(server: FakeServer, model: LiftModel, folder: Path, out: Path, *extra: str) -> int:
    model.with_answer = lambda prompt: WITH[prompt.split(":")[0]]
    model.forced_answer = lambda prompt: FORCED[prompt.split(":")[0]]
    model.without_answer = lambda prompt: WITHOUT[prompt.split(":")[0]]
    return main([
        "lift", str(folder), "--provider", "openai-compatible", "--model", "agent-model", "--base-url", server.url,
        "--no-cache", "--out", str(out), "--repeats", "2", "--format", "json", *extra,
    ])  # fmt: skip


def test_three_arms_with_paired_intervals_and_the_evals_judge_model(
    lift_model: tuple[FakeServer, LiftModel], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    server, model = lift_model
    folder = make_skill(tmp_path, EVALS)
    out = tmp_path / "out"
    assert _run(server, model, folder, out, "--export-gepa") == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["arms"] == ["with", "without", "forced"] and summary["judge_model"] == "grader-model"
    (agent,) = summary["agents"]
    cases = {c["id"]: c for c in agent["cases"]}
    assert cases["missed"]["forced_scores"] == [1.0, 1.0] and cases["missed"]["with_scores"] == [0.0, 0.0]
    assert agent["overall"]["lift"] == pytest.approx(1 / 3)  # with − without
    assert agent["body"]["lift"] == pytest.approx(2 / 3)  # forced − without: what the body is worth
    assert agent["routing"]["lift"] == pytest.approx(-1 / 3)  # with − forced: lost to routing
    for stats in (agent["overall"], agent["body"], agent["routing"]):
        assert stats["n_cases"] == 3 and stats["ci_low"] <= stats["lift"] <= stats["ci_high"]
        assert stats["test"] == "McNemar exact" and stats["p_value"] is not None
    assert model.calls["answer-forced"] == 3 * 2
    judged = [r.body["model"] for r in server.requests if "You grade an AI agent" in r.body["messages"][0]["content"]]
    agent_calls = [r.body["model"] for r in server.requests if "<available_skills>" in r.body["messages"][0]["content"]]
    assert judged and set(judged) == {"grader-model"} and set(agent_calls) == {"agent-model"}
    # GEPA traces go to <out>/gepa/ when --export-gepa has no folder (jobs/skill-eval/<skill>/gepa/ by default).
    traces = (out / "gepa" / "traces.jsonl").read_text().splitlines()
    assert len(traces) == 3 * 3 * 2 and (out / "gepa" / "skill.md").is_file()


def test_an_explicit_judge_model_wins_over_the_evals_one(
    lift_model: tuple[FakeServer, LiftModel], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    server, model = lift_model
    folder = make_skill(tmp_path, EVALS)
    assert _run(server, model, folder, tmp_path / "out", "--judge-model", "other-judge", "--no-forced") == 0
    assert json.loads(capsys.readouterr().out)["judge_model"] == "other-judge"
    judged = {r.body["model"] for r in server.requests if "You grade an AI agent" in r.body["messages"][0]["content"]}
    assert judged == {"other-judge"}


def test_the_spec_workspace_is_written_for_other_tools(
    lift_model: tuple[FakeServer, LiftModel], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    server, model = lift_model
    folder = make_skill(tmp_path, EVALS)
    out = tmp_path / "out"
    assert _run(server, model, folder, out) == 0
    assert _run(server, model, folder, out, "--no-forced") == 0
    capsys.readouterr()
    workspace = out / "workspace"
    assert sorted(p.name for p in workspace.iterdir()) == ["iteration-1", "iteration-2"]
    first = workspace / "iteration-1"
    meta = json.loads((first / "eval-routed" / "eval_metadata.json").read_text())
    assert meta == {"eval_id": "routed", "eval_name": "routed", "prompt": "routed: q", "assertions": ["mentions ALPHA"]}
    run = first / "eval-missed" / "forced_skill" / "run-2"
    grading = json.loads((run / "grading.json").read_text())
    assert grading["expectations"][0]["text"] == "mentions ALPHA" and grading["expectations"][0]["passed"] is True
    assert grading["summary"] == {"passed": 1, "failed": 0, "total": 1, "pass_rate": 1.0}
    timing = json.loads((run / "timing.json").read_text())
    assert timing["total_tokens"] > 0 and timing["duration_ms"] >= 0 and (run / "outputs" / "answer.md").is_file()
    plain = json.loads((first / "eval-plain" / "without_skill" / "run-1" / "grading.json").read_text())
    assert plain["expectations"][0]["text"] == "The final answer contains '7'"
    benchmark = json.loads((first / "benchmark.json").read_text())
    metadata = benchmark["metadata"]
    assert metadata["runs_per_configuration"] == 2 and metadata["analyzer_model"] == "grader-model"
    assert len(benchmark["runs"]) == 3 * 3 * 2
    row = benchmark["runs"][0]
    assert set(row) >= {"eval_id", "eval_name", "configuration", "run_number", "result"}
    assert set(row["result"]) >= {"pass_rate", "passed", "total", "time_seconds", "tokens", "errors"}
    summary = benchmark["run_summary"]
    assert summary["with_skill"]["pass_rate"]["mean"] == pytest.approx(2 / 3)
    assert summary["without_skill"]["pass_rate"]["mean"] == pytest.approx(1 / 3)
    assert summary["forced_skill"]["pass_rate"]["mean"] == pytest.approx(1.0)
    assert summary["delta"]["pass_rate"] == "+0.33"
    assert any(n.startswith("forced − without (body): +0.667") for n in benchmark["notes"])
    second = json.loads((workspace / "iteration-2" / "benchmark.json").read_text())
    assert "forced_skill" not in second["run_summary"]
