"""Quality gates over a skill's invocations: publish, feature, and deprecation review.

``publish`` and ``feature`` pass when every threshold is met; an unknown figure (no measured
score, no recorded errors) fails them, it never passes by default. ``deprecation`` fails, that is
triggers a review, when the skill was used at least ``min_invocations`` times in the last
``max_age_without_improvement`` days, averaged below ``max_score`` there, and did not improve on
the time before (by more than the trend threshold, 10 %). The seed checked neither ``max_score``
nor the age, so its deprecation gate passed nearly everything.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from skillgrade.usage.analysis import TREND_THRESHOLD_PERCENT, SkillSummary, Window, average_between, summaries
from skillgrade.usage.store import Store

GateName = Literal["publish", "feature", "deprecation"]


class GateConfig(BaseModel):
    """Thresholds of a gate; a ``None`` threshold is not checked."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    description: str
    min_score: float | None = Field(default=None, ge=0, le=100)
    min_invocations: int = Field(default=0, ge=0)
    max_error_rate: float | None = Field(default=None, ge=0, le=1)
    min_coverage: float | None = Field(default=None, ge=0, le=1)
    """Lowest average share of the rubric that must have been measured (not in the seed)."""
    max_score: float | None = Field(default=None, ge=0, le=100)
    max_age_without_improvement: int | None = Field(default=None, ge=1)
    """Days: the deprecation window."""


QUALITY_GATES: dict[str, GateConfig] = {
    "deprecation": GateConfig(
        description="Triggers deprecation review", max_score=40, min_invocations=20, max_age_without_improvement=90
    ),
    "feature": GateConfig(
        description="Requirements to be featured in showcase",
        min_score=85,
        min_invocations=50,
        max_error_rate=0.05,
        min_coverage=0.5,
    ),
    "publish": GateConfig(
        description="Minimum requirements to publish a skill",
        min_score=70,
        min_invocations=10,
        max_error_rate=0.1,
        min_coverage=0.5,
    ),
}


class GateResult(BaseModel):
    """The verdict of one gate for one skill."""

    gate: str
    skill: str
    passed: bool
    failures: list[str]
    notes: list[str]
    config: GateConfig
    window: Window
    stats: SkillSummary | None


def check_gate(store: Store, skill: str, gate: str, config: GateConfig, window: Window) -> GateResult:
    """Check one skill against one gate over ``window`` (deprecation uses its own age window)."""
    found = summaries(store, window, [skill])
    stats = found[0] if found else None
    if gate == "deprecation":
        failures, notes = _deprecation(store, skill, config, window)
    else:
        failures, notes = _thresholds(stats, config, window), []
    return GateResult(
        gate=gate,
        skill=skill,
        passed=not failures,
        failures=failures,
        notes=notes,
        config=config,
        window=window,
        stats=stats,
    )


def _thresholds(stats: SkillSummary | None, config: GateConfig, window: Window) -> list[str]:
    if stats is None:
        return [f"No invocations in the last {window.days} days"]
    failures = []
    if config.min_score is not None:
        if stats.avg_score is None:
            failures.append("Score unknown: no invocation had a measured part")
        elif stats.avg_score < config.min_score:
            failures.append(f"Score {stats.avg_score:.1f} < {config.min_score:g}")
    if stats.uses < config.min_invocations:
        failures.append(f"Invocations {stats.uses} < {config.min_invocations}")
    if config.max_error_rate is not None:
        if stats.error_rate is None:
            failures.append("Error rate unknown: no invocation recorded its errors")
        elif stats.error_rate > config.max_error_rate:
            failures.append(f"Error rate {stats.error_rate:.2%} > {config.max_error_rate:.2%}")
    if config.min_coverage is not None and stats.coverage < config.min_coverage:
        failures.append(f"Coverage {stats.coverage:.0%} < {config.min_coverage:.0%}: too few signals recorded")
    return failures


def _deprecation(store: Store, skill: str, config: GateConfig, window: Window) -> tuple[list[str], list[str]]:
    """([the review trigger], []) when all three conditions hold, else ([], [why not])."""
    days = config.max_age_without_improvement or window.days
    cutoff = window.until - timedelta(days=days)
    recent, count = average_between(store, skill, cutoff, window.until)
    before, _ = average_between(store, skill, None, cutoff)
    notes = []
    if count < config.min_invocations:
        notes.append(f"Only {count} scored invocations in the last {days} days (< {config.min_invocations})")
    if recent is None or (config.max_score is not None and recent >= config.max_score):
        notes.append(f"Score {_fmt(recent)} is not below {_fmt(config.max_score)}")
    if before is None:
        notes.append(f"No invocations older than {days} days: too young to judge improvement")
    elif recent is not None and (recent - before) / max(before, 1) * 100 > TREND_THRESHOLD_PERCENT:
        notes.append(f"Improved from {before:.1f} to {recent:.1f} in the last {days} days")
    if notes:
        return [], notes
    return [
        f"Score {_fmt(recent)} < {_fmt(config.max_score)} over {count} invocations in the last {days} days, "
        f"without improvement on {_fmt(before)} before: deprecation review"
    ], []


def _fmt(value: float | None) -> str:
    return "unknown" if value is None else f"{value:.1f}".removesuffix(".0")
