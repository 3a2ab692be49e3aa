"""Turning layer scores, findings and the config into a skill's result: blended dimensions with
their intervals, the composite and its badge, the gate, and what to fix first.

The same function assembles a quick result (static only) and a standard one (static + judge), so
the two can never disagree on how a score is blended or gated.

A dimension a model layer was asked for and did not answer usably (``LayerScores.failed``) never
raises the composite: the composite counts that layer's share of it at 0 (the lowest rating), the
interval's upper end at 1, and the dimension itself shows "failed: <reason>" with no score. Dropping
it and renormalising instead would let a skill gain points by making one rating fail.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field

from skillgrade.findings import Finding, Severity
from skillgrade.record import dataclass
from skillgrade.report.model import (
    CONFIDENCE_LABELS,
    CompositeResult,
    Depth,
    DimensionResult,
    ExpectedLiftResult,
    JudgeSpread,
    LayerResult,
    SkillResult,
)
from skillgrade.scoring.composite import Badge, CompositeScore, blend, composite, effective_weight, grade
from skillgrade.scoring.confidence import confidence
from skillgrade.scoring.dimensions import DIMENSION_WEIGHTS, DIMENSIONS, Layer
from skillgrade.scoring.priorities import HasCriteria, priorities


@dataclass(slots=True)
class LayerScores:
    """What the layers measured, before blending."""

    values: dict[str, dict[Layer, float]] = field(default_factory=dict)
    """dimension → layer → score on [0, 1]."""
    intervals: dict[str, dict[Layer, tuple[float, float]]] = field(default_factory=dict)
    """dimension → layer → (low, high) where the layer has an interval (several judges)."""
    notes: dict[str, list[str]] = field(default_factory=dict)
    """dimension → extra advice (the judge's reasoning) for the fix-first list."""
    failed: dict[str, tuple[Layer, str]] = field(default_factory=dict)
    """dimension → (layer, why): the layer was asked for this dimension and gave no usable answer."""
    unmeasured: dict[str, str] = field(default_factory=dict)
    """dimension → why no layer could measure it (shown when nothing else did)."""
    per_pass: list[dict[str, float | None]] = field(default_factory=list)
    """One entry per judge pass: dimension → that pass's value on [0, 1] (``None``: it gave none)."""


@dataclass(frozen=True, slots=True)
class Identity:
    path: str
    folder: str
    name: str
    content_hash: str


def assemble(
    identity: Identity,
    scores: LayerScores,
    findings: list[Finding],
    sub_scores: Mapping[str, HasCriteria],
    layers: list[LayerResult],
    *,
    depth_run: Depth,
    blocking: set[Severity],
    threshold: float | None,
    unscored_reason: str | None = None,
    expected_lift: ExpectedLiftResult | None = None,
) -> SkillResult:
    blended = {d: blend(d, scores.values[d]) if d in scores.values else None for d in DIMENSIONS}
    low = {d: _failed_bound(d, scores, 0.0) if d in scores.failed else _bound(d, scores, 0) for d in DIMENSIONS}
    high = {d: _failed_bound(d, scores, 1.0) if d in scores.failed else _bound(d, scores, 1) for d in DIMENSIONS}
    counted = {d: low[d] if d in scores.failed else blended[d] for d in DIMENSIONS}
    active = [f for f in findings if not f.suppressed]
    anti = sum(1 for f in active if f.anti_pattern)
    result = composite(counted, anti)
    comp = composite_result(result, anti, depth_run, unscored_reason)
    if result is not None and scores.failed:
        comp.failed_dimensions = [d for d in DIMENSIONS if d in scores.failed]
        comp.measured_dimensions = [d for d in comp.measured_dimensions if d not in scores.failed]
    if result is not None and any(low[d] is not None for d in DIMENSIONS):
        comp.ci_low = _composite_bound(low, counted, anti)
        comp.ci_high = _composite_bound(high, counted, anti)
    if result is not None and scores.per_pass:
        comp.judge_spread = judge_spread(scores, low, anti, threshold)
    if comp.score is not None:
        label = confidence(comp, layers, active)
        comp.confidence, comp.confidence_reason, comp.untrusted = label.label, label.reason, label.untrusted
    weighted = result.measured if result is not None else []
    dims = {d: _dimension(d, blended[d], low[d], high[d], scores, weighted) for d in DIMENSIONS}
    gate = gate_reasons(comp, active, blocking, threshold)
    return SkillResult(
        path=identity.path,
        folder=identity.folder,
        name=identity.name,
        content_hash=identity.content_hash,
        passed=not gate,
        composite=comp,
        dimensions=dims,
        layers=layers,
        findings=findings,
        priorities=priorities(comp, blended, sub_scores, findings, blocking, scores.notes),
        gate=gate,
        expected_lift=expected_lift,
    )


def _bound(dimension: str, scores: LayerScores, side: int) -> float | None:
    intervals = scores.intervals.get(dimension)
    if not intervals:
        return None
    values = dict(scores.values.get(dimension, {}))
    for layer, interval in intervals.items():
        values[layer] = interval[side]
    return blend(dimension, values)


def judge_spread(
    scores: LayerScores, floor: dict[str, float | None], anti: int, threshold: float | None
) -> JudgeSpread:
    """The composite with each judge pass's ratings in place of the passes' mean, lowest and highest;
    a warning when ``threshold`` lies inside that range (another pass could flip the gate)."""
    passes = len(scores.per_pass)
    if passes < 2:
        return JudgeSpread(
            passes=passes,
            note="one judge pass: its run-to-run spread is unmeasured (--judges 2 or more measures it)",
        )
    found = []
    for ratings in scores.per_pass:
        values = {d: dict(layers) for d, layers in scores.values.items()}
        for name, value in ratings.items():
            if value is not None and "judge" in values.get(name, {}):
                values[name]["judge"] = value
        blended = {d: blend(d, values[d]) if d in values else None for d in DIMENSIONS}
        counted = {d: floor[d] if d in scores.failed else blended[d] for d in DIMENSIONS}
        one = composite(counted, anti)
        if one is not None:
            found.append(one.score)
    if not found:
        return JudgeSpread(passes=passes, note="no judge pass gave a composite of its own")
    low, high = min(found), max(found)
    warning = None
    if threshold is not None and low < threshold <= high:
        warning = (
            f"the threshold {threshold:g} lies inside the judge's run-to-run spread ({low:.1f}–{high:.1f} over "
            f"{passes} passes): another pass could flip the gate"
        )
    return JudgeSpread(passes=passes, low=low, high=high, warning=warning)


def _failed_bound(dimension: str, scores: LayerScores, value: float) -> float | None:
    """The dimension's blend with the failed layer's share at ``value`` (0: its lowest rating, 1: its highest)."""
    layer, _ = scores.failed[dimension]
    return blend(dimension, {**scores.values.get(dimension, {}), layer: value})


def _composite_bound(bounds: dict[str, float | None], blended: dict[str, float | None], anti: int) -> float | None:
    mixed = {d: bounds[d] if bounds[d] is not None else blended[d] for d in DIMENSIONS}
    bound = composite(mixed, anti)
    return None if bound is None else bound.score


def _dimension(
    name: str, score: float | None, low: float | None, high: float | None, scores: LayerScores, weighted: list[str]
) -> DimensionResult:
    failed = scores.failed.get(name)
    reason = None
    if failed is not None:
        score, reason = None, f"failed: {failed[0]}: {failed[1]}"
    elif score is None:
        reason = scores.unmeasured.get(name)
    return DimensionResult(
        score=None if score is None else round(score, 4),
        grade=None if score is None else grade(score),
        measured=score is not None,
        weight=DIMENSION_WEIGHTS[name],
        effective_weight=None if score is None else round(effective_weight(name, weighted), 4),
        ci_low=None if low is None else round(low, 4),
        ci_high=None if high is None else round(high, 4),
        layers={layer: round(value, 4) for layer, value in scores.values.get(name, {}).items()},
        reason=reason,
    )


def composite_result(
    result: CompositeScore | None, anti_count: int, depth: Depth, reason: str | None = None
) -> CompositeResult:
    if result is None:
        return CompositeResult(
            score=None,
            depth=depth,
            unmeasured_dimensions=list(DIMENSIONS),
            anti_pattern_count=anti_count,
            reason=reason or "SKILL.md could not be read or parsed",
        )
    badge = Badge.from_scores(result.score)
    return CompositeResult(
        score=result.score,
        raw=result.raw,
        penalty=result.penalty,
        anti_pattern_count=anti_count,
        badge=badge,
        badge_label=badge.label,
        grade=grade(result.score / 100),
        depth=depth,
        confidence=CONFIDENCE_LABELS[depth],
        measured_dimensions=result.measured,
        unmeasured_dimensions=result.unmeasured,
        coverage=result.coverage,
    )


def gate_reasons(
    comp: CompositeResult, findings: list[Finding], blocking: set[Severity], threshold: float | None
) -> list[str]:
    reasons = []
    counts: dict[Severity, int] = {}
    for f in findings:
        if f.severity in blocking:
            counts[f.severity] = counts.get(f.severity, 0) + 1
    for severity, count in sorted(counts.items(), key=lambda item: item[0].rank):
        reasons.append(f"{count} {severity.value} finding{'s' if count > 1 else ''}")
    if threshold is not None:
        if comp.score is None:
            reasons.append("no score (the skill could not be scored)")
        elif comp.score < threshold:
            reasons.append(f"score {comp.score:.1f} is below the threshold {threshold:g}")
    return reasons
