"""Folding a simulation into a skill's (judged) result: the Monte Carlo column of the blend table."""

from __future__ import annotations

from skillgrade.findings import Severity
from skillgrade.layers.judge.layer import JudgeOutcome, aggregate
from skillgrade.layers.judge.merge import per_pass, unmeasured_reasons
from skillgrade.layers.monte_carlo.result import MonteCarloStats
from skillgrade.report.model import LayerResult, ModelUsage, SkillResult
from skillgrade.scoring.assemble import Identity, LayerScores, assemble
from skillgrade.scoring.dimensions import Layer


def mc_values(stats: MonteCarloStats) -> dict[str, tuple[float, tuple[float, float] | None]]:
    """dimension → (score, interval) for what the layer measured; nothing when it is unmeasured."""
    if stats.unmeasured is not None:
        return {}
    found: dict[str, tuple[float, tuple[float, float] | None]] = {}
    if stats.f1 is not None:
        f1_low, f1_high = f1_bounds(stats)
        if stats.f1_low is not None and stats.f1_high is not None:  # the wider of the two: a bootstrap
            f1_low, f1_high = min(f1_low, stats.f1_low), max(f1_high, stats.f1_high)  # over 2 perfect prompts: [1, 1]
        found["triggering_accuracy"] = (stats.f1, (f1_low, f1_high))
    if stats.quality is not None:
        low, high = stats.quality_low, stats.quality_high
        found["output_quality"] = (stats.quality, None if low is None or high is None else (low, high))
    if stats.skill_unmeasured is not None:
        return found
    loaded = stats.loaded_failure
    if loaded is not None and loaded.trials:
        found["robustness"] = (1 - loaded.rate, (1 - loaded.high, 1 - loaded.low))
    if stats.efficiency_norm is not None:
        found["token_efficiency"] = (stats.efficiency_norm, None)
    return found


SKILL_DIMENSIONS = ("robustness", "token_efficiency")
"""What the runs measure of the skill itself: only runs that loaded it count."""


def f1_bounds(stats: MonteCarloStats) -> tuple[float, float]:
    """F1 at the ends of the activation and near-miss rates' exact intervals.

    With p should-trigger and q near-miss prompts, F1 = 2rp / (2rp + fq + (1 − r)p) rises with the
    activation rate r and falls with the false-activation rate f; a rate that was not measured spans
    [0, 1]. So one activation trial gives a wide interval instead of none.
    """
    p = max(1, stats.prompts.should_trigger)
    q = max(1, stats.prompts.should_not_trigger)
    r_low, r_high = (0.0, 1.0) if stats.activation is None else (stats.activation.low, stats.activation.high)
    f_low, f_high = (
        (0.0, 1.0) if stats.false_activation is None else (stats.false_activation.low, stats.false_activation.high)
    )

    def f1(r: float, f: float) -> float:
        denominator = 2 * r * p + f * q + (1 - r) * p
        return 2 * r * p / denominator if denominator else 0.0

    low, high = f1(r_low, f_high), f1(r_high, f_low)
    return min(low, stats.f1 or 0.0), max(high, stats.f1 or 0.0)


def layer_result(
    stats: MonteCarloStats | None,
    reason: str | None,
    models: list[str],
    usage: ModelUsage | None,
    duration_ms: float,
    context: str | None = None,
) -> LayerResult:
    measured = stats is not None and stats.unmeasured is None
    fields: dict[str, object] = {
        "name": "monte_carlo",
        "status": "ran" if measured else "failed",
        "duration_ms": round(duration_ms, 2),
        "reason": None if measured else (reason or (stats.unmeasured if stats else None) or "the layer did not run"),
        "models": models,
        "usage": usage,
        "context": context,
    }
    fields["monte_carlo"] = stats
    return LayerResult(**fields)  # type: ignore[arg-type]


def merge(
    judged: SkillResult,
    judge_outcome: JudgeOutcome | None,
    stats: MonteCarloStats | None,
    layer: LayerResult,
    *,
    blocking: set[Severity],
    threshold: float | None,
    notes: dict[str, list[str]] | None = None,
) -> SkillResult:
    scores = LayerScores(notes=dict(notes or {}), unmeasured=unmeasured_reasons(judged))
    for name in judged.composite.failed_dimensions:
        reason = judged.dimensions[name].reason or "failed: judge: no usable rating"
        scores.failed[name] = ("judge", reason.split(": ", 2)[-1])
    for name, dimension in judged.dimensions.items():
        kept: dict[Layer, float] = {k: v for k, v in dimension.layers.items() if k in ("static", "judge")}  # type: ignore[misc]
        if kept:
            scores.values[name] = kept
    if judge_outcome is not None:
        judged_dims = aggregate(judge_outcome)
        scores.per_pass = per_pass(judged_dims)
        for name, judgement in judged_dims.items():
            if judgement.score is not None and judgement.ci_low is not None and judgement.ci_high is not None:
                scores.intervals.setdefault(name, {})["judge"] = (judgement.ci_low, judgement.ci_high)
    measured = mc_values(stats) if stats is not None else {}
    for name, (value, interval) in measured.items():
        scores.values.setdefault(name, {})["monte_carlo"] = value
        if interval is not None:
            scores.intervals.setdefault(name, {})["monte_carlo"] = interval
    if stats is not None:
        scores.notes.setdefault("triggering_accuracy", []).extend(_advice(stats))
        if stats.skill_unmeasured is not None and stats.unmeasured is None:
            for name in SKILL_DIMENSIONS:
                scores.unmeasured[name] = f"unmeasured: Monte Carlo: {stats.skill_unmeasured}"
    static = judged.layers[0]
    others = [lay for lay in judged.layers[1:] if lay.name == "judge"]
    depth = judged.composite.depth
    if measured and depth == "standard":
        depth = "deep"
    return assemble(
        Identity(judged.path, judged.folder, judged.name, judged.content_hash),
        scores,
        judged.findings,
        static.sub_scores,
        [static, *others, layer],
        depth_run=depth,
        blocking=blocking,
        threshold=threshold,
        expected_lift=judged.expected_lift,
    )


def _advice(stats: MonteCarloStats) -> list[str]:
    advice = []
    if stats.activation is not None and stats.activation.rate < 0.8:
        advice.append(
            f"The agent loaded the skill in only {stats.activation.successes} of {stats.activation.trials} runs "
            "that should use it: make the description name those requests."
        )
    if stats.false_activation is not None and stats.false_activation.rate > 0.2:
        advice.append(
            f"The agent loaded the skill in {stats.false_activation.successes} of {stats.false_activation.trials} "
            "near-miss runs: say in the description what the skill is not for."
        )
    return advice
