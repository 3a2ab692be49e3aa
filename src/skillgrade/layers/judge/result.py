"""What one judge pass found for one skill: the shapes the report carries (no model-call types here,
so the report model can import them without pulling in the provider layer)."""

from __future__ import annotations

from typing import Literal

from skillgrade.record import dataclass


@dataclass(kw_only=True)
class Verdict:
    """One rubric dimension as one judge saw it."""

    rating: int | None
    """1–5; ``None`` when the judge's answer could not be used."""
    reasoning: str | None = None
    unscored: str | None = None
    """Why there is no rating, when there is none."""


@dataclass(kw_only=True)
class TriggerCase:
    prompt: str
    should_trigger: bool
    predicted: bool | None = None
    """What the router decided; ``None`` when it gave no decision for this request."""


@dataclass(kw_only=True)
class Triggering:
    """Triggering accuracy computed by skillgrade from labelled prompts and a blind routing call."""

    source: Literal["judge", "evals"]
    """Who labelled the prompts: the judge model, or the skill's own evals file."""
    cases: list[TriggerCase]
    true_positive: int
    false_positive: int
    false_negative: int
    true_negative: int
    precision: float | None
    recall: float | None
    f1: float | None
    unscored: str | None = None


@dataclass(kw_only=True)
class JudgeSample:
    """One judge pass: one model, one sample index."""

    judge: str
    """``model#sample``, e.g. ``claude-sonnet-5#0``."""
    verdicts: dict[str, Verdict]
    triggering: Triggering
