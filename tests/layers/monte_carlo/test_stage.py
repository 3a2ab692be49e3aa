"""The deep stage: judge and Monte Carlo side by side over real HTTP, blended with the methodology's weights."""

from __future__ import annotations

from pathlib import Path

import pytest

from agents.scripted import FAIL, ScriptedModel, serve
from conftest import SkillFactory, make_sibling
from layers.judge.conftest import ScriptedJudge, grading
from llm.fake_server import FakeServer
from skillgrade.config import Config
from skillgrade.evaluate import Options, evaluate
from skillgrade.layers.judge.run import JudgeSettings
from skillgrade.layers.judge.stage import JudgeOptions
from skillgrade.layers.monte_carlo.simulation import MonteCarloSettings
from skillgrade.layers.monte_carlo.stage import DeepOptions, run_deep_stage
from skillgrade.llm.types import ProviderConfig
from skillgrade.report.model import SkillResult
from skillgrade.scoring.composite import blend
from skillgrade.skill.discovery import discover


def deep(
    skill: Path,
    model: ScriptedModel,
    tmp_path: Path,
    runs: int = 20,
    *,
    concurrency: int = 8,
    context_tokens: int | None = None,
    judges: int = 1,
) -> tuple[SkillResult, FakeServer]:
    server = serve(model)
    try:
        config = Config()
        [quick] = evaluate([skill], config, Options(depth="quick", jobs=1)).skills
        targets = [(t.path, t.tree_root) for t in discover([skill]).skills]
        provider = ProviderConfig(
            provider="openai-compatible",
            model="local-test",
            base_url=server.url,
            max_retries=0,
            concurrency=concurrency,
        )
        options = DeepOptions(
            judge=JudgeOptions(
                providers=(provider,),
                settings=JudgeSettings(samples=judges),
                cache_dir=tmp_path / "cache",
                context_tokens=context_tokens,
            ),
            settings=MonteCarloSettings(runs=runs, stop_width=None),
            prompts_dir=tmp_path / "prompts",
        )
        [result] = run_deep_stage([quick], targets, options, blocking=set(), threshold=None)
        return result, server
    finally:
        server.stop()


@pytest.fixture
def skill(make_skill: SkillFactory) -> Path:
    make_sibling(make_skill)
    return make_skill()


def test_deep_blends_all_three_layers(skill: Path, tmp_path: Path) -> None:
    generated = {"should_trigger": ["csv a", "csv b"], "should_not_trigger": ["sql c", "plot d"]}
    model = ScriptedModel(
        choose=lambda p: "csv-profiler" if "csv" in p or "sql" in p else None,
        quality=lambda p: 5 if p == "csv a" else 4,
        generated=generated,
        fallback=ScriptedJudge(),
    )
    result, _ = deep(skill, model, tmp_path, judges=2)
    comp = result.composite
    assert comp.depth == "deep" and comp.confidence == "Certified", comp.confidence_reason
    control = next(lay for lay in result.layers if lay.name == "monte_carlo").monte_carlo.control  # type: ignore[union-attr]
    assert control is not None and control.distinguished and control.grade == 0.0
    layer = next(lay for lay in result.layers if lay.name == "monte_carlo")
    assert layer.status == "ran" and layer.usage is not None
    # 20 runs: csv a ×5, csv b ×5 (all activate), sql c ×5 (activates), plot d ×5: TP 10, FP 5, FN 0.
    trig = result.dimensions["triggering_accuracy"]
    assert trig.layers["monte_carlo"] == pytest.approx(20 / 25)
    assert trig.score == pytest.approx(round(blend("triggering_accuracy", trig.layers), 4), abs=1e-4)  # type: ignore[arg-type]
    assert result.dimensions["output_quality"].layers["monte_carlo"] == pytest.approx((1.0 + 0.75) / 2)
    assert result.dimensions["robustness"].layers == {"monte_carlo": 1.0}
    assert result.dimensions["token_efficiency"].layers["monte_carlo"] == pytest.approx(1 - 3250 / 8000, abs=1e-4)
    saved = list((tmp_path / "prompts").glob("*.json"))
    assert len(saved) == 1


def test_all_runs_failing_leaves_the_dimensions_unmeasured(skill: Path, tmp_path: Path) -> None:
    generated = {"should_trigger": ["csv a", "csv b"], "should_not_trigger": ["sql c", "plot d"]}
    model = ScriptedModel(choose=lambda p: FAIL, generated=generated, fallback=ScriptedJudge())
    result, _ = deep(skill, model, tmp_path, runs=8)
    layer = next(lay for lay in result.layers if lay.name == "monte_carlo")
    assert layer.status == "failed" and "every one of 8 runs failed" in (layer.reason or "")
    assert result.composite.depth == "standard" and result.composite.confidence == "Assessed"
    assert "monte_carlo" not in result.dimensions["triggering_accuracy"].layers
    assert result.dimensions["robustness"].measured is False


def test_no_prompts_is_a_reason_not_a_score(skill: Path, tmp_path: Path) -> None:
    model = ScriptedModel(generated={"should_trigger": [], "should_not_trigger": []}, fallback=ScriptedJudge())
    result, _ = deep(skill, model, tmp_path, runs=4)
    layer = next(lay for lay in result.layers if lay.name == "monte_carlo")
    assert layer.status == "failed" and "no prompts" in (layer.reason or "")
    assert result.composite.depth == "standard"


def test_with_one_slot_queued_runs_go_before_the_judge_passes(skill: Path, tmp_path: Path) -> None:
    """The runs are the deep stage's critical path: while a call of theirs is queued, the judge's wait."""
    generated = {"should_trigger": ["csv a"], "should_not_trigger": ["plot d"]}
    model = ScriptedModel(choose=lambda p: "csv-profiler" if "csv" in p else None, generated=generated)
    model.fallback = ScriptedJudge()
    result, server = deep(skill, model, tmp_path, runs=6, concurrency=1)
    assert next(lay for lay in result.layers if lay.name == "monte_carlo").status == "ran"
    systems = [r.body["messages"][0]["content"] for r in server.requests]
    router = next(i for i, s in enumerate(systems) if "skill router" in s)
    selects = [
        i for i, r in enumerate(server.requests) if "<available_skills>" in systems[i] and len(r.body["messages"]) == 2
    ]
    first_grade = next(i for i, s in enumerate(systems) if "grade one answer" in s)
    # first come, first served would answer the router right after the six selects queued before it;
    # by priority it also waits for the answer and grade calls queued after it
    assert len(selects) == 6 and router > max(selects) and router > first_grade


def test_four_runs_are_not_certified_and_the_monte_carlo_interval_reaches_the_composite(
    skill: Path, tmp_path: Path
) -> None:
    """The issue's case: ``--runs 4`` once said Certified, with a composite interval that ignored Layer 3."""
    generated = {"should_trigger": ["csv a", "csv b"], "should_not_trigger": ["sql c", "plot d"]}
    model = ScriptedModel(
        choose=lambda p: "csv-profiler" if "csv" in p else None,
        quality=lambda p: 4,
        generated=generated,
        fallback=ScriptedJudge(),
    )
    result, _ = deep(skill, model, tmp_path, runs=4)
    comp = result.composite
    assert comp.depth == "deep" and comp.confidence == "Assessed"
    reason = comp.confidence_reason or ""
    assert reason.startswith("not Certified") and "4 agent runs (needs ≥ 20)" in reason
    assert "2 activation trials (needs ≥ 8)" in reason
    trig = result.dimensions["triggering_accuracy"]
    assert trig.layers["monte_carlo"] == 1.0  # every run routed right: F1 1.0, but from two trials each
    assert trig.ci_low is not None and trig.ci_high is not None and trig.ci_low < 0.6  # the exact interval carried
    assert comp.ci_low is not None and comp.ci_high is not None and comp.score is not None
    assert comp.ci_low < comp.score - 5 and comp.ci_high >= comp.score


def test_a_known_window_fits_the_agent_turns_too(skill: Path, tmp_path: Path) -> None:
    generated = {"should_trigger": ["csv a", "csv b"], "should_not_trigger": ["sql c", "plot d"]}
    model = ScriptedModel(choose=lambda p: "csv-profiler" if "csv" in p else None, generated=generated)
    model.fallback = ScriptedJudge()
    result, server = deep(skill, model, tmp_path, runs=4, context_tokens=4096)
    layer = next(lay for lay in result.layers if lay.name == "monte_carlo")
    assert layer.context is not None and "context of 4,096 tokens: max_tokens 1,024" in layer.context
    assert "grading calls fitted to the context of 4,096 tokens" in layer.context
    turns = [r for r in server.requests if "<available_skills>" in r.body["messages"][0]["content"]]
    assert turns and all(r.body["max_tokens"] == 1024 for r in turns)


def test_runs_left_ungraded_are_counted_in_the_layer_note(skill: Path, tmp_path: Path) -> None:
    generated = {"should_trigger": ["csv a", "csv b"], "should_not_trigger": ["sql c", "plot d"]}
    model = ScriptedModel(
        choose=lambda p: "csv-profiler" if "csv" in p else None,
        quality=lambda p: 9 if p == "csv b" else 4,  # never a usable grade for one of the two requests
        generated=generated,
    )
    model.fallback = ScriptedJudge()
    result, _ = deep(skill, model, tmp_path, runs=4)
    layer = next(lay for lay in result.layers if lay.name == "monte_carlo")
    assert layer.monte_carlo is not None and layer.monte_carlo.graded == 1
    assert layer.context is not None and "1 activated run(s) left ungraded" in layer.context


def test_robustness_and_tokens_come_only_from_runs_that_loaded_the_skill(skill: Path, tmp_path: Path) -> None:
    """Issue 24: with 0 of 13 activations robustness read 0.93 and token efficiency 0.82 from runs the skill
    never took part in."""
    generated = {"should_trigger": ["csv a", "csv b"], "should_not_trigger": ["sql c", "plot d"]}
    never = ScriptedModel(choose=lambda p: None, generated=generated, fallback=ScriptedJudge())
    result, _ = deep(skill, never, tmp_path, runs=13)
    robustness = result.dimensions["robustness"]
    assert robustness.measured is False and "monte_carlo" not in robustness.layers
    layer = next(lay for lay in result.layers if lay.name == "monte_carlo")
    assert layer.status == "ran" and layer.monte_carlo is not None and layer.monte_carlo.loaded == 0
    assert robustness.reason is not None and "loaded the skill in 0 of 13 runs" in robustness.reason
    assert "monte_carlo" not in result.dimensions["token_efficiency"].layers
    # Near-miss runs that fail say nothing of the skill: robustness counts the runs that loaded it.
    some = ScriptedModel(
        choose=lambda p: "csv-profiler" if "csv" in p else FAIL if "plot" in p else None,
        generated=generated,
        fallback=ScriptedJudge(),
    )
    loaded, _ = deep(skill, some, tmp_path / "again", runs=20)
    stats = next(lay for lay in loaded.layers if lay.name == "monte_carlo").monte_carlo
    assert stats is not None and stats.failure.rate == 0.25 and stats.loaded == 10
    assert loaded.dimensions["robustness"].layers == {"monte_carlo": 1.0}


CONTENT_FREE = "Done: here is the complete, verified result with every step shown."


def test_content_free_answers_graded_5_by_one_judge_are_not_certified(skill: Path, tmp_path: Path) -> None:
    """Issue 24: an agent that answers every prompt with the same empty claim, and a grader that gives 5 to
    everything, read '80.3 Gold, Certified' at --runs 20 with one judge pass and no agreement figure."""
    generated = {"should_trigger": ["csv a", "csv b", "csv c"], "should_not_trigger": ["sql c", "plot d"]}
    yes_man = ScriptedModel(
        choose=lambda p: "csv-profiler" if "csv" in p else None,
        quality=lambda p: 5,
        answer=lambda p: CONTENT_FREE,
        control_grade=None,  # grades the planted bad answer 5 too
        generated=generated,
        fallback=ScriptedJudge(gradings=[grading(5, 5, 5)]),
    )
    one, _ = deep(skill, yes_man, tmp_path, runs=20)
    reason = one.composite.confidence_reason or ""
    assert one.composite.confidence == "Assessed", reason
    assert "1 judge pass (needs ≥ 2" in reason
    assert "graded output(s) word for word the same as outputs for other requests" in reason
    assert "planted known-bad answer 5/5" in reason and "does not tell a bad answer from a good one" in reason
    two, _ = deep(skill, yes_man, tmp_path / "two", runs=20, judges=2)
    reason = two.composite.confidence_reason or ""
    assert two.composite.confidence == "Assessed" and "no judge agreement figure" in reason
