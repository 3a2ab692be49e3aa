"""Blending, the composite score, grades and badges.

    blended[d] = Σ blend[d][layer] · score[d][layer] / Σ blend[d][layer]   over layers that measured d
    composite  = Σ (w_d / Σ w_measured) · blended[d] · 100 · penalty       over measured dimensions
    penalty    = max(0.5, 1 − 0.05 · anti_patterns)

A dimension that no layer measured stays unmeasured (``None``): it is never filled in with 0 or
0.5, and the composite says which dimensions it covers.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping

from skillgrade.record import dataclass
from skillgrade.scoring.dimensions import DIMENSION_WEIGHTS, DIMENSIONS, LAYER_BLENDS, Layer

GRADE_BANDS: tuple[tuple[float, str], ...] = ((0.90, "A"), (0.80, "B"), (0.70, "C"), (0.60, "D"))


class Badge(str, enum.Enum):
    PLATINUM = "platinum"
    GOLD = "gold"
    SILVER = "silver"
    BRONZE = "bronze"
    NONE = "none"

    @property
    def label(self) -> str:
        return _BADGE_LABELS[self]

    @classmethod
    def from_scores(cls, composite: float, elo: float | None = None) -> Badge:
        """The methodology's ``Badge.from_scores``: composite first, then Elo when it was computed."""
        for badge, min_composite, min_elo in _BADGE_THRESHOLDS:
            if composite >= min_composite and (elo is None or elo >= min_elo):
                return badge
        return cls.NONE


_BADGE_THRESHOLDS = (
    (Badge.PLATINUM, 90.0, 1600.0),
    (Badge.GOLD, 80.0, 1500.0),
    (Badge.SILVER, 70.0, 1400.0),
    (Badge.BRONZE, 60.0, 1300.0),
)
_BADGE_LABELS = {
    Badge.PLATINUM: "Platinum ★★★★★",
    Badge.GOLD: "Gold ★★★★",
    Badge.SILVER: "Silver ★★★",
    Badge.BRONZE: "Bronze ★★",
    Badge.NONE: "No badge",
}


def grade(score: float) -> str:
    """Letter grade of a dimension score in [0, 1]."""
    for floor, letter in GRADE_BANDS:
        if score >= floor - 1e-9:
            return letter
    return "F"


def anti_pattern_penalty(count: int) -> float:
    return max(0.5, 1.0 - 0.05 * count)


def blend(dimension: str, layer_scores: Mapping[Layer, float]) -> float | None:
    """Blend the layers that measured ``dimension``, renormalising their weights; None if none did."""
    weights = LAYER_BLENDS[dimension]
    used = {layer: score for layer, score in layer_scores.items() if weights[layer] > 0}
    total = sum(weights[layer] for layer in used)
    if total == 0:
        return None
    return sum(weights[layer] * score for layer, score in used.items()) / total


@dataclass(kw_only=True)
class CompositeScore:
    score: float
    """0–100, penalty applied, rounded to 2 decimals."""
    raw: float
    """0–100 before the anti-pattern penalty."""
    penalty: float
    measured: list[str]
    unmeasured: list[str]
    coverage: float
    """Share of the total dimension weight that was measured (0–1)."""


def composite(blended: Mapping[str, float | None], anti_patterns: int) -> CompositeScore | None:
    """The composite over the measured dimensions, or None when nothing was measured."""
    measured = [d for d in DIMENSIONS if blended.get(d) is not None]
    if not measured:
        return None
    covered = sum(DIMENSION_WEIGHTS[d] for d in measured)
    raw = sum(DIMENSION_WEIGHTS[d] * float(blended[d] or 0.0) for d in measured) / covered * 100
    penalty = anti_pattern_penalty(anti_patterns)
    return CompositeScore(
        score=round(min(100.0, max(0.0, raw * penalty)), 2),
        raw=round(raw, 2),
        penalty=penalty,
        measured=measured,
        unmeasured=[d for d in DIMENSIONS if d not in measured],
        coverage=round(covered, 4),
    )


def effective_weight(dimension: str, measured: list[str]) -> float:
    """The share of the composite that ``dimension`` carries, given what was measured."""
    covered = sum(DIMENSION_WEIGHTS[d] for d in measured)
    return DIMENSION_WEIGHTS[dimension] / covered if covered else 0.0
