"""A sub-score built from named criteria, so every point can be explained and every gap has a fix."""

from __future__ import annotations

import functools

from skillgrade.record import dataclass


@dataclass(frozen=True, slots=True, kw_only=True)
class Criterion:
    """One named criterion of a sub-score: the points at stake, and the fix when some were missed."""

    label: str
    earned: float
    """Points earned; negative for a deduction."""
    possible: float
    """Points at stake (for a deduction: 0, since avoiding it earns nothing extra)."""
    hint: str | None = None
    """What to do to earn the rest; shown only when points were missed."""

    @property
    def missed(self) -> float:
        """Points lost here: unearned points, or the size of a deduction."""
        return max(0.0, self.possible - self.earned)


@dataclass(kw_only=True)
class SubScore:
    name: str
    score: float
    criteria: list[Criterion]


class Scorecard:
    """Collects criteria; ``base`` is the starting score of checks that deduct instead of award."""

    def __init__(self, name: str, base: float = 0.0) -> None:
        self.name = name
        self.base = base
        self.criteria: list[Criterion] = []

    def award(self, label: str, earned: float, possible: float, hint: str | None = None) -> None:
        self.criteria.append(_criterion(label, round(earned, 4), possible, hint))

    def deduct(self, label: str, amount: float, hint: str) -> None:
        if amount > 0:
            self.criteria.append(_criterion(label, -round(amount, 4), 0.0, hint))

    def result(self) -> SubScore:
        total = self.base + sum(c.earned for c in self.criteria)
        return SubScore(name=self.name, score=round(min(1.0, max(0.0, total)), 4), criteria=self.criteria)


@functools.lru_cache(maxsize=4096)
def _criterion(label: str, earned: float, possible: float, hint: str | None) -> Criterion:
    # Criteria are frozen and most are identical from skill to skill; sharing them keeps a run over
    # thousands of skills from holding thousands of copies.
    return Criterion(label=label, earned=earned, possible=possible, hint=hint)
