"""The action at deep depth: a changed skill with evals gets its lift in the comment, and ``min-lift`` gates.

One loopback model plays every part: the judge layer (ScriptedJudge), the Monte Carlo agent and
grader (ScriptedModel) and, for the lift, the agent in both arms and the rubric judge (LiftModel).
The agent answers with "ALPHA" only when the calc skill is listed (the "with" arm), so the rubric
item "mentions ALPHA" passes in every with-run and fails in every without-run unless told otherwise.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from agents.scripted import ScriptedModel
from ci.skills import base_tree, skill_md
from layers.judge.conftest import ScriptedJudge
from lift.conftest import LiftModel
from llm.fake_server import FakeServer, Recorded, Reply

CASES = [{"id": f"c{i}", "question": f"calc: sum {i}", "expected_behavior": ["mentions ALPHA"]} for i in range(3)]
EVALS = {"version": "1", "skill_name": "calc", "defaults": {"timeout_sec": 30}, "cases": CASES}
CALC = "skills/calc/SKILL.md"
CALC_DESCRIPTION = "Add up columns of numbers exactly. Use when the user asks for a sum or a total of numbers."


class Model:
    def __init__(self) -> None:
        self.lift = LiftModel(with_answer=lambda p: "ALPHA: 6", without_answer=lambda p: "6")
        self.rest = ScriptedModel(
            choose=lambda p: "calc" if "calc" in p else None,
            generated={"should_trigger": ["calc: total"], "should_not_trigger": ["draw a chart"]},
            fallback=ScriptedJudge(),
        )

    def __call__(self, request: Recorded) -> Reply:
        system = request.body["messages"][0]["content"]
        if "<available_skills>" in system or "You grade an AI agent" in system:
            return self.lift(request)
        return self.rest(request)


@pytest.fixture
def model() -> Iterator[tuple[FakeServer, Model]]:
    scripted = Model()
    server = FakeServer().start()
    server.script(*[scripted] * 5000)
    try:
        yield server, scripted
    finally:
        server.stop()


def deep_inputs(server: FakeServer, **extra: str) -> dict[str, str]:
    inputs = {"depth": "deep", "provider": "openai-compatible", "model": "local-test", "base-url": server.url}
    inputs.update({"max-drop": "", "lift-repeats": "2", **extra})
    return inputs


def tree_with_calc(evals: object = EVALS) -> dict[str, str]:
    tree = base_tree()
    tree[CALC] = skill_md("calc", description=CALC_DESCRIPTION)
    tree["skills/calc/evals/evals.json"] = evals if isinstance(evals, str) else json.dumps(evals)
    return tree


def change_calc_and_csv_b() -> dict[str, str | None]:
    return {CALC: skill_md("calc", description=CALC_DESCRIPTION + " Exact."), "skills/csv-b/SKILL.md": skill_md("b")}


def test_the_comment_shows_the_lift_of_a_changed_skill_with_evals_and_the_gate_passes(
    make_pr, run_action, github, model
):
    server, scripted = model
    repo = make_pr(tree_with_calc(), change_calc_and_csv_b())

    run = run_action(repo, deep_inputs(server, **{"min-lift": "0.5"}))

    assert run.code == 0, run.stderr + run.stdout
    [comment] = github.comments()
    body = comment["body"]
    assert "| Skill | Change | Composite | Δ | Badge | Lift (95% CI) | Gate |" in body
    [calc_row] = [line for line in body.splitlines() if line.startswith("| skills/calc |")]
    assert "| +1.000 (+1.000 … +1.000) | ✅ |" in calc_row
    [b_row] = [line for line in body.splitlines() if line.startswith("| skills/csv-b |")]
    assert "| — | ✅ |" in b_row  # no evals: no lift, and not gated on it
    # 3 cases, every with-run passes and every without-run fails: McNemar exact, b = 3, c = 0, p = 2 · 0.5³
    assert "**Lift:** +1.000 (95% CI +1.000 … +1.000, p = 0.25, McNemar exact) · with 1.000, without 0.000" in body
    assert "3 of 3 cases, 2 runs per arm, agent llm:local-test · min-lift +0.5: passed." in body
    # the lift ran on the head only: 3 cases × 2 arms × 2 repeats, each graded once by the rubric judge
    assert scripted.lift.calls["judge"] == 12 and scripted.lift.calls["answer-without"] == 6, scripted.lift.calls
    report = json.loads((repo.root / run.outputs["report"]).read_text())
    lifts = {s["folder"]: s["lift"] for s in report["skills"]}
    assert lifts["skills/csv-b"] is None
    assert lifts["skills/calc"]["lift"] == 1.0 and lifts["skills/calc"]["min_lift"] == 0.5
    assert lifts["skills/calc"]["usage"]["calls"] > 0
    assert "deep depth · model: local-test" in body


def test_a_lift_below_min_lift_fails_the_gate_and_prints_negative(make_pr, run_action, github, model):
    server, scripted = model
    scripted.lift.with_answer = lambda p: "6"
    scripted.lift.without_answer = lambda p: "ALPHA: 6"
    repo = make_pr(tree_with_calc(), change_calc_and_csv_b())

    run = run_action(repo, deep_inputs(server, **{"min-lift": "0"}))

    assert run.code == 1
    body = github.comments()[0]["body"]
    assert "| −1.000 (−1.000 … −1.000) | ❌ lift's 95% lower bound -1.000 is below +0 |" in body
    assert "skills/calc fails the gate: lift's 95%25 lower bound -1.000 is below +0" in run.stdout  # %-escaped


def test_invalid_evals_leave_the_lift_unmeasured_and_fail_a_min_lift_gate(make_pr, run_action, github, model):
    server, _ = model
    repo = make_pr(tree_with_calc('{"cases": [{"id": "x"'), change_calc_and_csv_b())

    run = run_action(repo, deep_inputs(server, **{"min-lift": "0"}))

    assert run.code == 1
    body = github.comments()[0]["body"]
    assert "**Lift:** _unmeasured_: skills/calc/evals/evals.json: not valid JSON" in body
    assert "❌ lift unmeasured (skills/calc/evals/evals.json: not valid JSON" in body


def test_lift_off_runs_no_evals(make_pr, run_action, github, model):
    server, scripted = model
    repo = make_pr(tree_with_calc(), change_calc_and_csv_b())

    run = run_action(repo, deep_inputs(server, lift="off"))

    assert run.code == 0, run.stderr
    assert "Lift" not in github.comments()[0]["body"] and "judge" not in scripted.lift.calls


@pytest.mark.parametrize(
    ("inputs", "message"),
    [
        ({"min-lift": "0.1"}, "min-lift needs depth: deep"),
        ({"depth": "deep", "provider": "openai", "model": "m", "min-lift": "2"}, "min-lift: Input should be less"),
    ],
)
def test_min_lift_is_checked_before_anything_runs(make_pr, run_action, github, inputs, message):
    repo = make_pr(tree_with_calc(), change_calc_and_csv_b())

    run = run_action(repo, inputs)

    assert run.code == 2 and not github.comments()
    assert run.stdout.startswith("::error title=skillgrade%3A invalid input::") and message in run.stdout
