"""A sub-score built from named criteria, so every point can be explained and every gap has a fix."""

from __future__ import annotations

from pydantic import BaseModel


class Criterion(BaseModel):
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


class SubScore(BaseModel):
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
        self.criteria.append(Criterion(label=label, earned=round(earned, 4), possible=possible, hint=hint))

    def deduct(self, label: str, amount: float, hint: str) -> None:
        if amount > 0:
            self.criteria.append(Criterion(label=label, earned=-round(amount, 4), possible=0.0, hint=hint))

    def result(self) -> SubScore:
        total = self.base + sum(c.earned for c in self.criteria)
        return SubScore(name=self.name, score=round(min(1.0, max(0.0, total)), 4), criteria=self.criteria)
