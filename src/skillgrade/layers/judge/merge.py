"""Folding the judge's outcome into a skill's static result, re-blending every dimension."""

from __future__ import annotations

from skillgrade.findings import Severity
from skillgrade.layers.judge.layer import DimensionJudgement, JudgeOutcome, aggregate
from skillgrade.layers.judge.rubric import RUBRIC_DIMENSIONS, RUBRIC_VERSION
from skillgrade.report.model import JudgeAgreement, LayerResult, ModelUsage, SkillResult
from skillgrade.report.summary import model_usage
from skillgrade.scoring.assemble import Identity, LayerScores, assemble

MAX_NOTE = 220


def merge(
    result: SkillResult,
    outcome: JudgeOutcome,
    *,
    models: list[str],
    prices: dict[str, float] | None,
    duration_ms: float,
    blocking: set[Severity],
    threshold: float | None,
) -> SkillResult:
    judged = aggregate(outcome)
    scores = _scores(result, judged)
    scores.notes = notes(outcome)
    layer = _layer(outcome, judged, models, prices, duration_ms)
    static, *rest = result.layers
    layers = [static, layer, *(lay for lay in rest if lay.name == "monte_carlo")]
    measured = any(j.score is not None for j in judged.values())
    return assemble(
        Identity(result.path, result.folder, result.name, result.content_hash),
        scores,
        result.findings,
        static.sub_scores,
        layers,
        depth_run="standard" if measured else "quick",
        blocking=blocking,
        threshold=threshold,
        expected_lift=result.expected_lift,
    )


def _scores(result: SkillResult, judged: dict[str, DimensionJudgement]) -> LayerScores:
    scores = LayerScores(unmeasured=unmeasured_reasons(result))
    for name, dimension in result.dimensions.items():
        if "static" in dimension.layers:
            scores.values[name] = {"static": dimension.layers["static"]}
    answered = any(j.score is not None for j in judged.values())
    for name, judgement in judged.items():
        if judgement.score is None:
            if answered:  # asked and not answered, while the layer answered the rest: it failed here
                scores.failed[name] = ("judge", judgement.unscored[0] if judgement.unscored else "no usable rating")
            continue
        scores.values.setdefault(name, {})["judge"] = judgement.score
        if judgement.ci_low is not None and judgement.ci_high is not None:
            scores.intervals[name] = {"judge": (judgement.ci_low, judgement.ci_high)}
    scores.per_pass = per_pass(judged)
    return scores


def per_pass(judged: dict[str, DimensionJudgement]) -> list[dict[str, float | None]]:
    """Each judge pass's value of every judged dimension, in pass order."""
    passes = max((len(j.values) for j in judged.values()), default=0)
    if all(j.score is None for j in judged.values()):
        return []  # the layer failed: there is no spread of it to show
    return [{name: j.values[i] if i < len(j.values) else None for name, j in judged.items()} for i in range(passes)]


def unmeasured_reasons(result: SkillResult) -> dict[str, str]:
    """Why the dimensions of ``result`` that no layer measured are unmeasured (failures excluded)."""
    dims = result.dimensions.items()
    return {name: dim.reason for name, dim in dims if dim.reason and name not in result.composite.failed_dimensions}


def _layer(
    outcome: JudgeOutcome,
    judged: dict[str, DimensionJudgement],
    models: list[str],
    prices: dict[str, float] | None,
    duration_ms: float,
) -> LayerResult:
    measured = any(j.score is not None for j in judged.values())
    reasons = [r for j in judged.values() for r in j.unscored]
    agreement = _agreement(outcome)
    return LayerResult(
        name="judge",
        status="ran" if measured else "failed",
        duration_ms=round(duration_ms, 2),
        reason=None if measured else (outcome.error or (reasons[0] if reasons else "the judge gave no usable answer")),
        judges=len(outcome.samples),
        kappa=None if agreement is None else agreement.value,
        agreement=agreement,
        models=models,
        rubric_version=RUBRIC_VERSION,
        usage=usage_of(outcome, prices),
        cut=outcome.cut,
        stripped=outcome.stripped,
        context=outcome.context,
        samples=outcome.samples,
    )


def notes(outcome: JudgeOutcome) -> dict[str, list[str]]:
    """The judge's reasoning per dimension, shortened, as advice for the fix-first list."""
    found: dict[str, list[str]] = {}
    for sample in outcome.samples:
        for name in RUBRIC_DIMENSIONS:
            reasoning = sample.verdicts[name].reasoning
            if reasoning:
                text = " ".join(reasoning.split())
                found.setdefault(name, []).append("Judge: " + _short(text, MAX_NOTE))
        missed = [c.prompt for c in sample.triggering.cases if c.should_trigger and c.predicted is False]
        wrong = [c.prompt for c in sample.triggering.cases if not c.should_trigger and c.predicted is True]
        advice = found.setdefault("triggering_accuracy", [])
        advice += [f"Router skipped a request that should load the skill: «{_short(p)}»" for p in missed[:2]]
        advice += [f"Router loaded the skill for a near miss: «{_short(p)}»" for p in wrong[:2]]
    return {name: list(dict.fromkeys(items))[:3] for name, items in found.items()}


def _short(text: str, limit: int = 120) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _agreement(outcome: JudgeOutcome) -> JudgeAgreement | None:
    from skillgrade.scoring.agreement import agreement

    ratings = [[sample.verdicts[name].rating for name in RUBRIC_DIMENSIONS] for sample in outcome.samples]
    found = agreement(ratings)
    if found is None:
        return None
    return JudgeAgreement(
        method=found.method,
        value=found.value,
        raw_agreement=found.raw_agreement,
        judges=found.judges,
        items=found.items,
    )


def usage_of(outcome: JudgeOutcome, prices: dict[str, float] | None) -> ModelUsage:
    return model_usage(outcome.usage, outcome.calls, outcome.cached_calls, prices, outcome.attempts)
