"""What to fix first: dimensions ranked by the composite points that fixing them would gain."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from skillgrade.findings import Finding, Severity
from skillgrade.layers.scorecard import Criterion
from skillgrade.report.model import CompositeResult, Priority
from skillgrade.scoring.composite import anti_pattern_penalty, effective_weight
from skillgrade.scoring.dimensions import DIMENSION_TITLES, STATIC_TO_DIMENSION

MAX_ACTIONS = 4


class HasCriteria(Protocol):
    @property
    def criteria(self) -> Sequence[Criterion]: ...


def priorities(
    composite: CompositeResult,
    blended: Mapping[str, float | None],
    sub_scores: Mapping[str, HasCriteria],
    findings: list[Finding],
    blocking: set[Severity],
    notes: Mapping[str, list[str]] | None = None,
) -> list[Priority]:
    """``notes``: extra actions per dimension, such as what the judge said about it."""
    active = [f for f in findings if not f.suppressed]
    items = _blockers(active, blocking)
    if composite.score is not None and composite.penalty is not None and composite.raw is not None:
        items += _anti_patterns(composite, active)
        items += _dimensions(composite, blended, sub_scores, active, notes or {})
    blockers = [i for i in items if i.gain is None]
    ranked = sorted((i for i in items if i.gain is not None and i.gain >= 0.05), key=lambda i: -(i.gain or 0))
    return blockers + ranked


def _ref(finding: Finding) -> str:
    return f"{finding.rule} {finding.location()}"


def _blockers(findings: list[Finding], blocking: set[Severity]) -> list[Priority]:
    return [
        Priority(title=f"{f.rule}: {f.message}", gain=None, actions=[f.fix] if f.fix else [], findings=[_ref(f)])
        for f in findings
        if f.severity in blocking
    ]


def _anti_patterns(composite: CompositeResult, findings: list[Finding]) -> list[Priority]:
    flagged = [f for f in findings if f.anti_pattern]
    if not flagged or composite.raw is None:
        return []
    count = len(flagged)
    per_fix = composite.raw * (anti_pattern_penalty(count - 1) - anti_pattern_penalty(count))
    return [
        Priority(
            title=f"Remove anti-pattern {f.rule}: {f.message}",
            gain=round(per_fix, 2),
            dimension=f.dimension,
            actions=[f.fix] if f.fix else [],
            findings=[_ref(f)],
        )
        for f in flagged
    ]


def _dimensions(
    composite: CompositeResult,
    blended: Mapping[str, float | None],
    sub_scores: Mapping[str, HasCriteria],
    findings: list[Finding],
    notes: Mapping[str, list[str]],
) -> list[Priority]:
    by_dimension = {dim: sub for name, sub in sub_scores.items() if (dim := STATIC_TO_DIMENSION.get(name))}
    items = []
    for dimension in composite.measured_dimensions:
        score = blended.get(dimension)
        if score is None or score >= 0.999:
            continue
        weight = effective_weight(dimension, composite.measured_dimensions)
        gain = weight * (1 - score) * 100 * (composite.penalty or 1.0)
        sub = by_dimension.get(dimension)
        actions = []
        if sub is not None:
            missed = sorted((c for c in sub.criteria if c.missed > 0 and c.hint), key=lambda c: -c.missed)
            actions = [c.hint for c in missed if c.hint][:MAX_ACTIONS]
        actions += notes.get(dimension, [])
        related = [f for f in findings if f.dimension == dimension and not f.anti_pattern]
        items.append(
            Priority(
                title=f"{DIMENSION_TITLES[dimension]} is {score:.2f}",
                gain=round(gain, 2),
                dimension=dimension,
                actions=list(dict.fromkeys(actions)),
                findings=[_ref(f) for f in related],
            )
        )
    return items
