"""The Monte Carlo layer as a library function: scripted agent behaviour, hand-computed statistics."""

from __future__ import annotations

import asyncio
import json
import math
from pathlib import Path

import pytest
from scipy import stats

from agents.conftest import client_for
from agents.scripted import FAIL, ScriptedModel, serve
from llm.fake_server import FakeServer
from skillgrade.agents.base import SkillInfo
from skillgrade.agents.llm import LLMAgent
from skillgrade.layers.monte_carlo import prompts as mc_prompts
from skillgrade.layers.monte_carlo.prompts import PromptSet, from_evals, load_saved, prompt_set
from skillgrade.layers.monte_carlo.result import PromptCase, PromptSetInfo
from skillgrade.layers.monte_carlo.simulation import MonteCarloSettings, Simulation, simulate

SKILL = SkillInfo("csv-profiler", "Profiles CSV files.", body="# CSV profiler")
DISTRACTORS = (SkillInfo("sql-loader", "Loads SQL."),)
POSITIVES = ["csv alpha", "csv beta", "csv gamma", "csv delta"]
NEGATIVES = ["sql one", "plot two"]


def fixed(positives: list[str], negatives: list[str]) -> PromptSet:
    cases = [PromptCase(prompt=p, should_trigger=True) for p in positives]
    cases += [PromptCase(prompt=p, should_trigger=False) for p in negatives]
    info = PromptSetInfo(source="file", should_trigger=len(positives), should_not_trigger=len(negatives))
    return PromptSet(cases, info)


def run_sim(model: ScriptedModel, prompts: PromptSet, settings: MonteCarloSettings) -> tuple[Simulation, FakeServer]:
    server = serve(model)

    async def main() -> Simulation:
        async with client_for(server) as client:
            return await simulate(LLMAgent(client), client, prompts, SKILL, DISTRACTORS, settings)

    try:
        return asyncio.run(main()), server
    finally:
        server.stop()


def choose(prompt: str) -> str | None:
    if "alpha" in prompt or "beta" in prompt or "one" in prompt:
        return "csv-profiler"
    return FAIL if "delta" in prompt else None


def test_every_statistic_against_hand_computed_values() -> None:
    model = ScriptedModel(choose=choose, quality=lambda p: 5 if "alpha" in p else 3)
    sim, server = run_sim(model, fixed(POSITIVES, NEGATIVES), MonteCarloSettings(runs=20, stop_width=None))
    s = sim.stats
    # 20 runs: positives alpha×3 beta×3 gamma×2 delta×2 (fails); negatives one×5 (activates) two×5.
    assert (s.runs_done, s.runs_saved) == (20, 0)
    assert s.activation is not None and (s.activation.successes, s.activation.trials) == (6, 8)
    assert s.false_activation is not None and s.false_activation.rate == 0.5 and s.false_activation.trials == 10
    assert s.failure.rate == 0.1 and s.failure.design_effect == pytest.approx(2.64)
    assert s.precision == pytest.approx(6 / 11) and s.recall == 0.75 and s.f1 == pytest.approx(12 / 19)
    assert s.graded == 6 and s.quality == pytest.approx(0.75)
    assert s.cv == pytest.approx(math.sqrt(0.075) / 0.75)
    # tokens and robustness come from the 11 runs that loaded the skill (alpha×3, beta×3, one×5), none failed
    assert s.loaded == 11 and s.loaded_failure is not None and s.loaded_failure.rate == 0.0
    assert s.skill_unmeasured is None
    assert (s.tokens_median, s.tokens_q1, s.tokens_q3, s.tokens_iqr) == (3250, 3250, 3250, 0)
    assert s.efficiency_norm == pytest.approx(0.59375)
    expected = 0.4 * 0.75 + 0.3 * (1 - math.sqrt(0.075) / 0.75) + 0.2 * 0.9 + 0.1 * 0.59375
    assert s.mc_score == pytest.approx(expected)
    assert s.unmeasured is None and s.errors and "model call failed" in s.errors[0]
    # calls: 11 activated runs × 2 turns + 7 direct + 2 failed (no retries) + 6 grades
    assert len(server.requests) == 22 + 7 + 2 + 6 == sim.calls
    assert model.calls == {"select": 20, "answer": 11, "grade": 6}


def test_every_run_failing_is_unmeasured_not_a_low_score() -> None:
    model = ScriptedModel(choose=lambda p: FAIL)
    sim, _ = run_sim(model, fixed(POSITIVES, NEGATIVES), MonteCarloSettings(runs=10, stop_width=None))
    s = sim.stats
    assert s.unmeasured is not None and "every one of 10 runs failed" in s.unmeasured
    assert s.mc_score is None and s.f1 is None and s.activation is None and s.failure.rate == 1.0


def test_early_stopping_on_a_clear_cut_skill() -> None:
    positives = [f"csv task {i}" for i in range(10)]
    negatives = [f"other task {i}" for i in range(10)]
    model = ScriptedModel(choose=lambda p: "csv-profiler" if "csv" in p else None)
    sim, server = run_sim(model, fixed(positives, negatives), MonteCarloSettings(runs=50, concurrency=4))
    s = sim.stats
    # 13 per label: CP(13/13) low = 0.025^(1/13) = 0.753, width 0.247 < 0.25; at 12 it is 0.265.
    assert (s.runs_done, s.runs_saved) == (26, 24)
    assert s.activation is not None and s.activation.low == pytest.approx(0.025 ** (1 / 13))
    assert s.f1 == 1.0 and (s.f1_low, s.f1_high) == (1.0, 1.0) and s.cv == 0.0
    full, full_server = run_sim(model, fixed(positives, negatives), MonteCarloSettings(runs=50, stop_width=None))
    assert full.stats.runs_done == 50
    assert len(server.requests) <= 0.7 * len(full_server.requests)


def test_evals_formats(tmp_path: Path) -> None:
    def write(data: object) -> Path:
        (tmp_path / "evals").mkdir(exist_ok=True)
        (tmp_path / "evals/evals.json").write_text(json.dumps(data), encoding="utf-8")
        return tmp_path

    creator = from_evals(write({"skill_name": "x", "evals": [{"id": 1, "prompt": "a"}, {"id": 2, "prompt": "b"}]}), "x")
    assert [(c.prompt, c.should_trigger) for c in creator] == [("a", True), ("b", True)]
    bench = from_evals(write({"cases": [{"question": "q1"}, {"question": "q2", "expected_skill": "other"}]}), "x")
    assert [(c.prompt, c.should_trigger) for c in bench] == [("q1", True), ("q2", False)]
    trig = from_evals(write([{"query": "t", "should_trigger": True}, {"query": "n", "should_trigger": False}]), "x")
    assert [c.should_trigger for c in trig] == [True, False]
    assert from_evals(write("nonsense"), "x") == []


def test_generated_prompts_are_saved_and_reload(tmp_path: Path) -> None:
    model = ScriptedModel(generated={"should_trigger": ["p1", "p2", "p2"], "should_not_trigger": ["n1", "n2"]})
    server = serve(model)

    async def main() -> PromptSet:
        async with client_for(server) as client:
            return await prompt_set(client, tmp_path / "skill", "x", "d", "hash", tmp_path / "saved")

    try:
        found = asyncio.run(main())
    finally:
        server.stop()
    assert found.positives == ["p1", "p2"] and found.negatives == ["n1", "n2"]
    assert found.info.source == "generated" and found.info.saved_to
    again = load_saved(Path(found.info.saved_to))
    assert again.cases == found.cases and again.info.source == "file"
    with pytest.raises(mc_prompts.PromptError):
        asyncio.run(prompt_set(None, tmp_path / "skill", "x", "d", "hash", None))


def test_exact_interval_in_report_matches_scipy() -> None:
    positives = [f"csv {i}" for i in range(20)]
    model = ScriptedModel(choose=lambda p: "csv-profiler" if int(p.split()[1]) % 4 else None)
    sim, _ = run_sim(model, fixed(positives, ["no 1"]), MonteCarloSettings(runs=40, stop_width=None))
    s = sim.stats
    assert s.activation is not None and (s.activation.successes, s.activation.trials) == (15, 20)
    ci = stats.binomtest(15, 20).proportion_ci(method="exact")
    assert (s.activation.low, s.activation.high) == pytest.approx((ci.low, ci.high))
