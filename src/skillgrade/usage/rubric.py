"""The invocation scoring rubric: completion 25, efficiency 20, output quality 30, satisfaction 25.

The sub-rules are the seed document's (``docs/usage.md`` lists them), with four defects fixed:

* every category has efficiency baselines under the same keys, and an unknown or missing category
  uses :data:`DEFAULT_BASELINE` (the seed's own fallback, ``analysis``) instead of a ``KeyError``;
* a signal that was not recorded is *unknown*: the part of the score that reads it is left out of
  both the points and the maximum, and the coverage says which share of the maximum was measured
  (the seed counted missing follow-ups, lint results and edit ratios as good, or as 0.5);
* code-quality points do not apply to output that is not code: they are left out, not given away;
* a partial completion scores 15 as the seed's table says, with or without errors (its code gave 25
  to any run without errors).

With every signal present, code output and a full completion, the total is exactly the seed's sum.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from skillgrade.usage.records import FollowUp, InvocationRecord

RUBRIC_VERSION = 1
COMPONENT_MAX: dict[str, float] = {"completion": 25.0, "efficiency": 20.0, "quality": 30.0, "satisfaction": 25.0}
ACCURACY_POINTS: dict[str, int] = {"accurate": 12, "mostly_accurate": 9, "partially_accurate": 6, "inaccurate": 0}


class Baseline(NamedTuple):
    """What a typical invocation of a category costs."""

    tokens_per_unit: float
    """Expected tokens per unit of output (line of code, insight, component, finding)."""
    calls_per_unit: float
    """Expected tool calls per unit of work: per file changed, or per task."""
    calls_per_file: bool
    """Whether the tool-call unit is a changed file (otherwise the whole task)."""
    time_per_task_ms: float
    """Expected duration of a typical task."""


EFFICIENCY_BASELINES: dict[str, Baseline] = {
    "analysis": Baseline(200, 5, False, 20_000),
    "code_generation": Baseline(50, 3, True, 30_000),
    "design": Baseline(150, 4, False, 45_000),
    "research": Baseline(100, 8, False, 60_000),
}
DEFAULT_BASELINE = EFFICIENCY_BASELINES["analysis"]
"""Baseline for categories the table does not know, and for records without a category."""


@dataclass(frozen=True)
class Part:
    """One scored part of a component: its points, or ``None`` when its signals are unknown."""

    name: str
    maximum: float
    points: float | None
    applicable: bool = True


@dataclass(frozen=True)
class Component:
    """A rubric component over its parts; ``points`` is on the component's own scale."""

    name: str
    parts: tuple[Part, ...]
    truncate: bool = False

    @property
    def measured_max(self) -> float:
        return sum(p.maximum for p in self.parts if p.applicable and p.points is not None)

    @property
    def applicable_max(self) -> float:
        return sum(p.maximum for p in self.parts if p.applicable)

    @property
    def raw(self) -> float:
        """Points over the measured parts (truncated to an integer where the seed truncates)."""
        total = sum(p.points for p in self.parts if p.applicable and p.points is not None)
        return float(int(total)) if self.truncate else float(total)

    @property
    def points(self) -> float | None:
        """Points scaled to the component maximum, over the measured parts only; ``None`` if none was."""
        if self.measured_max == 0:
            return None
        return self.raw / self.measured_max * COMPONENT_MAX[self.name]

    @property
    def coverage(self) -> float:
        return self.measured_max / self.applicable_max if self.applicable_max else 1.0


@dataclass(frozen=True)
class InvocationScore:
    """The four components of one invocation and their total."""

    completion: Component
    efficiency: Component
    quality: Component
    satisfaction: Component

    @property
    def components(self) -> tuple[Component, ...]:
        return (self.completion, self.efficiency, self.quality, self.satisfaction)

    @property
    def total(self) -> float | None:
        """0–100 over the measured parts; ``None`` when nothing was measured."""
        measured = sum(c.measured_max for c in self.components)
        return sum(c.raw for c in self.components) / measured * 100 if measured else None

    @property
    def coverage(self) -> float:
        """Share of the applicable maximum whose signals were measured (0–1)."""
        applicable = sum(c.applicable_max for c in self.components)
        return sum(c.measured_max for c in self.components) / applicable if applicable else 0.0


def score(record: InvocationRecord, baselines: dict[str, Baseline] | None = None) -> InvocationScore:
    """Score one invocation."""
    table = EFFICIENCY_BASELINES if baselines is None else baselines
    baseline = table.get(record.category or "", DEFAULT_BASELINE)
    return InvocationScore(
        completion=Component("completion", (Part("outcome", 25, completion_points(record)),)),
        efficiency=Component("efficiency", efficiency_parts(record, baseline), truncate=True),
        quality=Component("quality", quality_parts(record)),
        satisfaction=Component("satisfaction", satisfaction_parts(record)),
    )


def completion_points(record: InvocationRecord) -> int | None:
    """The seed's table: full completion without errors 25, completion after recovering from an
    error 20, partial completion 15, a workaround 10, an explained failure 5, else 0.

    The seed's code returns 25 for any run without errors, partial or not; its table does not, so
    partial completion is checked first. An unknown flag that decides the outcome makes it unknown.
    """
    if record.partial_completion:
        return 15
    if record.partial_completion is None or record.errors is None:
        return None
    if not record.errors:
        return 25
    for flag, points in ((record.recovered, 20), (record.workaround_used, 10), (record.failure_explained, 5)):
        if flag is None:
            return None
        if flag:
            return points
    return 0


def _ratio_points(maximum: float, expected: float, actual: float) -> float:
    return maximum * min(1.0, expected / max(actual, 1))


def efficiency_parts(record: InvocationRecord, baseline: Baseline) -> tuple[Part, ...]:
    """Tokens 8, tool calls 6, time 6: each ``max · min(1, expected / actual)``."""
    tokens = None
    if record.tokens_used is not None and record.output_size is not None:
        tokens = _ratio_points(8, baseline.tokens_per_unit * record.output_size, record.tokens_used)
    calls = None
    units = max(record.files_changed, 1) if record.files_changed is not None else None
    if record.tool_calls is not None and (units is not None or not baseline.calls_per_file):
        expected_calls = baseline.calls_per_unit * (units if baseline.calls_per_file and units is not None else 1)
        calls = _ratio_points(6, expected_calls, record.tool_calls)
    time = None
    if record.duration_ms is not None:
        time = _ratio_points(6, baseline.time_per_task_ms, record.duration_ms)
    return (Part("tokens", 8, tokens), Part("tool_calls", 6, calls), Part("time", 6, time))


def accuracy_points(record: InvocationRecord) -> int | None:
    """Feedback first (12/9/6/0); else validated 12, not validated without errors 8, with errors 0."""
    if record.feedback is not None and record.feedback.accuracy is not None:
        return ACCURACY_POINTS[record.feedback.accuracy]
    if record.output_validated:
        return 12
    if record.output_validated is None or record.errors is None:
        return None
    return 0 if record.errors else 8


def completeness_points(record: InvocationRecord) -> int | None:
    """``int(10 · min(1, delivered / requested))``."""
    if record.requested_items is None or record.delivered_items is None:
        return None
    return int(10 * min(1.0, record.delivered_items / max(record.requested_items, 1)))


def quality_parts(record: InvocationRecord) -> tuple[Part, ...]:
    """Accuracy 12, completeness 10, and for code output linter 3, types 2, tests 3."""
    is_code = None if record.output_type is None else record.output_type == "code"
    signals = record.code_quality

    def flag(value: bool | None, points: int) -> int | None:
        return None if value is None else (points if value else 0)

    linter = types = tests = None
    if is_code and signals is not None:
        linter = flag(signals.linter_passed, 3)
        types = flag(signals.types_valid, 2)
        tests = flag(signals.tests_passed, 3)
    applies = is_code is not False
    return (
        Part("accuracy", 12, accuracy_points(record)),
        Part("completeness", 10, completeness_points(record)),
        Part("linter", 3, linter, applies),
        Part("types", 2, types, applies),
        Part("tests", 3, tests, applies),
    )


def acceptance_points(record: InvocationRecord) -> int | None:
    """Accepted with < 5 % edits 10, accepted with more 7, used but modified 5, else 0."""
    if record.user_accepted is None:
        return None
    if record.user_accepted:
        if record.user_edit_ratio is None:
            return None
        return 10 if record.user_edit_ratio < 0.05 else 7
    if record.user_used_output is None:
        return None
    return 5 if record.user_used_output else 0


def follow_up_points(follow_ups: Sequence[FollowUp] | None) -> int | None:
    """None needed 7, one 4, several all resolved 2, else 0."""
    if follow_ups is None:
        return None
    if len(follow_ups) <= 1:
        return 7 if not follow_ups else 4
    if any(f.resolved is False for f in follow_ups):
        return 0
    return None if any(f.resolved is None for f in follow_ups) else 2


def satisfaction_parts(record: InvocationRecord) -> tuple[Part, ...]:
    """Acceptance 10, edit ratio 8 (``int(8 · (1 − ratio))``), follow-ups 7."""
    edits = None if record.user_edit_ratio is None else int(8 * (1 - min(record.user_edit_ratio, 1.0)))
    return (
        Part("acceptance", 10, acceptance_points(record)),
        Part("edit_ratio", 8, edits),
        Part("follow_ups", 7, follow_up_points(record.follow_ups)),
    )


TIERS: tuple[tuple[float, str], ...] = (
    (90, "Excellent"),
    (75, "Good"),
    (60, "Acceptable"),
    (40, "Below Average"),
    (20, "Poor"),
    (0, "Failing"),
)
TIER_ACTIONS: dict[str, str] = {
    "Excellent": "Document as exemplar",
    "Good": "Monitor for consistency",
    "Acceptable": "Review for patterns",
    "Below Average": "Prioritize improvements",
    "Poor": "Immediate attention needed",
    "Failing": "Investigate root cause",
}


def tier(total: float) -> str:
    """The quality tier of a 0–100 score (90 Excellent, 75 Good, 60 Acceptable, 40 Below Average, 20 Poor)."""
    return next(name for floor, name in TIERS if total >= floor)
