"""Before → after for each changed skill, and the gates the action enforces on it."""

from __future__ import annotations

from collections.abc import Collection

from pydantic import BaseModel, ConfigDict, Field

from skillgrade.ci.changes import ChangeKind
from skillgrade.ci.inputs import GateName
from skillgrade.ci.snapshot import FindingRef, Snapshot, new_and_fixed
from skillgrade.findings import Severity
from skillgrade.report.model import LiftResult
from skillgrade.scoring.dimensions import DIMENSIONS

BADGE_RANK = {"none": 0, "bronze": 1, "silver": 2, "gold": 3, "platinum": 4}
NOISE = 0.05
"""Composite points below which a change is shown as ``±0``."""


class Gates(BaseModel):
    model_config = ConfigDict(frozen=True)

    fail_below: float | None = None
    max_drop: float | None = None
    fail_on: frozenset[GateName] = frozenset({"error"})
    min_lift: float | None = None


class SkillDelta(BaseModel):
    model_config = ConfigDict(frozen=True)

    kind: ChangeKind
    folder: str
    base_folder: str | None = None
    before: Snapshot | None = None
    after: Snapshot | None = None
    new_findings: list[FindingRef] = Field(default_factory=list)
    fixed_findings: list[FindingRef] = Field(default_factory=list)
    lift: LiftResult | None = None
    """The head's lift, at deep depth when the skill has evals."""
    failures: list[str] = Field(default_factory=list)
    """Why this skill fails the gate; empty when it passes."""

    @property
    def passed(self) -> bool:
        return not self.failures

    @property
    def score_delta(self) -> float | None:
        if self.before is None or self.after is None or self.before.score is None or self.after.score is None:
            return None
        return self.after.score - self.before.score

    @property
    def shown_delta(self) -> float | None:
        """The change between the two composites as shown (one decimal), so the arithmetic on screen
        adds up and the max-drop gate judges the same number the reader sees."""
        if self.before is None or self.after is None or self.before.score is None or self.after.score is None:
            return None
        return round(round(self.after.score, 1) - round(self.before.score, 1), 1)

    def dimension_delta(self, name: str) -> tuple[float | None, float | None]:
        old = self.before.dimensions.get(name) if self.before else None
        new = self.after.dimensions.get(name) if self.after else None
        return old, new

    @property
    def changed_scores(self) -> bool:
        """Whether anything a reviewer sees moved: composite, a dimension, badge or findings."""
        if self.kind in ("added", "removed"):
            return True
        if self.new_findings or self.fixed_findings:
            return True
        if self.before is None or self.after is None:
            return True
        if self.before.badge != self.after.badge or self.before.score != self.after.score:
            return True
        return any(self.dimension_delta(d)[0] != self.dimension_delta(d)[1] for d in DIMENSIONS)


def build_delta(
    kind: ChangeKind,
    folder: str,
    base_folder: str | None,
    before: Snapshot | None,
    after: Snapshot | None,
    gates: Gates,
    lift: LiftResult | None = None,
) -> SkillDelta:
    # Without a base version (a run outside a pull request) nothing is "new" but an added skill's findings.
    known = before is not None or kind != "modified"
    new, fixed = (
        new_and_fixed(before.findings if before else [], after.findings if after else []) if known else ([], [])
    )
    delta = SkillDelta(
        kind=kind,
        folder=folder,
        base_folder=base_folder,
        before=before,
        after=after,
        new_findings=new,
        fixed_findings=fixed,
        lift=lift,
    )
    return delta.model_copy(update={"failures": gate_failures(delta, gates)})


def gate_failures(delta: SkillDelta, gates: Gates) -> list[str]:
    after, before = delta.after, delta.before
    if after is None:
        return []  # a removed skill cannot fail
    failures: list[str] = []
    if gates.fail_below is not None:
        if after.score is None:
            failures.append("not scored")
        elif after.score < gates.fail_below:
            failures.append(f"score {after.score:.1f} is below {gates.fail_below:g}")
    drop = -(delta.shown_delta or 0.0)
    if gates.max_drop is not None and drop > gates.max_drop + 1e-9:
        failures.append(f"dropped {drop:.1f} points (max {gates.max_drop:g})")
    failures.extend(_finding_failures(delta, gates.fail_on))
    failures.extend(_lift_failures(delta.lift, gates.min_lift))
    if "badge-loss" in gates.fail_on and before is not None and _rank(after.badge) < _rank(before.badge):
        failures.append(f"lost its badge: {before.badge_label or before.badge} → {after.badge_label or after.badge}")
    return failures


def _finding_failures(delta: SkillDelta, fail_on: Collection[GateName]) -> list[str]:
    failures = []
    after = delta.after
    errors = sum(1 for f in after.findings if f.severity is Severity.ERROR) if after else 0
    if "error" in fail_on and errors:
        failures.append(f"{errors} error finding{'s' if errors != 1 else ''}")
    blocking_new = [f for f in delta.new_findings if f.severity is not Severity.INFO]
    if "new-findings" in fail_on and blocking_new:
        info = len(delta.new_findings) - len(blocking_new)
        excluded = f" (info findings not counted: {info})" if info else ""
        failures.append(f"{len(blocking_new)} new finding{'s' if len(blocking_new) != 1 else ''}{excluded}")
    return failures


def _lift_failures(lift: LiftResult | None, min_lift: float | None) -> list[str]:
    """A skill without evals has no lift and is not gated on it; one whose lift is unmeasured fails."""
    if min_lift is None or lift is None:
        return []
    if lift.ci_low is None:
        return [f"lift unmeasured ({lift.reason or lift.status})"]
    if not lift.meets(min_lift):
        return [f"lift's 95% lower bound {lift.ci_low:+.3f} is below {min_lift:+g}"]
    return []


def _rank(badge: str | None) -> int:
    return BADGE_RANK.get(badge or "none", 0)
