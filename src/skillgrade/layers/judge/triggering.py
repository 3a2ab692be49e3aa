"""Triggering accuracy from labelled prompts: the judge (or an evals file) labels, a separate blind
routing call predicts from the description alone, and skillgrade does the arithmetic."""

from __future__ import annotations

import hashlib
from typing import Any, Literal

from skillgrade.layers.judge.result import TriggerCase, Triggering

MIN_PER_LABEL = 2


def labelled_cases(prompts: dict[str, Any]) -> list[TriggerCase]:
    """Cases from the judge's ``trigger_prompts``: de-duplicated, blank prompts dropped."""
    cases: list[TriggerCase] = []
    seen: set[str] = set()
    for key, label in (("should_trigger", True), ("should_not_trigger", False)):
        for prompt in prompts.get(key, []):
            text = " ".join(str(prompt).split())
            if text and text.lower() not in seen:
                seen.add(text.lower())
                cases.append(TriggerCase(prompt=text, should_trigger=label))
    return cases


def too_few(cases: list[TriggerCase]) -> str | None:
    positives = sum(c.should_trigger for c in cases)
    negatives = len(cases) - positives
    if positives < MIN_PER_LABEL or negatives < MIN_PER_LABEL:
        counts = f"{positives} should trigger, {negatives} should not"
        return f"too few labelled prompts ({counts}; {MIN_PER_LABEL} of each needed)"
    return None


def routing_order(cases: list[TriggerCase]) -> list[int]:
    """A fixed shuffle (by content hash) so the router cannot read the labels off the order."""
    return sorted(range(len(cases)), key=lambda i: hashlib.sha256(cases[i].prompt.encode()).hexdigest())


def score(cases: list[TriggerCase], source: Literal["judge", "evals"]) -> Triggering:
    answered = [c for c in cases if c.predicted is not None]
    tp = sum(1 for c in answered if c.should_trigger and c.predicted)
    fp = sum(1 for c in answered if not c.should_trigger and c.predicted)
    fn = sum(1 for c in answered if c.should_trigger and not c.predicted)
    tn = sum(1 for c in answered if not c.should_trigger and not c.predicted)
    unscored = None
    if len(answered) * 2 < len(cases):
        unscored = f"the router decided only {len(answered)} of {len(cases)} requests"
    precision = tp / (tp + fp) if tp + fp else None
    recall = tp / (tp + fn) if tp + fn else None
    f1 = 2 * tp / (2 * tp + fp + fn) if (2 * tp + fp + fn) else None
    if unscored is None and f1 is None:
        unscored = "no request should trigger the skill and none did: F1 is undefined"
    return Triggering(
        source=source,
        cases=cases,
        true_positive=tp,
        false_positive=fp,
        false_negative=fn,
        true_negative=tn,
        precision=precision,
        recall=recall,
        f1=None if unscored else f1,
        unscored=unscored,
    )


def unscored(cases: list[TriggerCase], source: Literal["judge", "evals"], reason: str) -> Triggering:
    return Triggering(
        source=source,
        cases=cases,
        true_positive=0,
        false_positive=0,
        false_negative=0,
        true_negative=0,
        precision=None,
        recall=None,
        f1=None,
        unscored=reason,
    )
