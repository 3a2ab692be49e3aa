"""Statistics for several LLM judges: a mean with its interval, and how far the judges agree.

With ``--judges N`` every dimension gets N rubric scores per item (1–5, or None when a judge failed).
This module reports, per dimension:

* ``mean_ci``: the mean score with a Student-t confidence interval (no interval from one value);
* ``agreement``: Cohen's κ with quadratic weights for exactly two judges, Krippendorff's α at the
  ordinal level for three or more, and the raw (exact) agreement next to either, because κ and α
  can be low while raw agreement is high when nearly every score is the same (the prevalence
  paradox).

Ratings are laid out judges × items: ``ratings[j][i]`` is judge j's score of item i, None when
missing. Missing ratings are never filled in. κ uses only the items both judges rated; α uses every
item that at least two judges rated, which is how Krippendorff defines it.

A coefficient that is undefined is None, never a made-up number:

* fewer than two items (κ) or no item with two ratings (α): nothing to compare;
* no variation, e.g. every judge gave every item a 4. Chance agreement is then total, so κ and α
  are 0/0. Reporting 1.0 would claim agreement "beyond chance" that the data cannot show, so the
  value is None with a reason, and raw agreement (1.0) still says the judges agreed.

References: Cohen (1968) for weighted κ; Krippendorff, "Computing Krippendorff's Alpha-Reliability"
(2011) for α, its coincidence matrix and its ordinal/interval difference functions.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Literal

import numpy as np
import numpy.typing as npt
from pydantic import BaseModel, ConfigDict

Weights = Literal["quadratic", "linear"] | None
AlphaLevel = Literal["nominal", "ordinal", "interval"]
AgreementMethod = Literal["cohen_kappa_quadratic", "krippendorff_alpha_ordinal"]

RUBRIC_CATEGORIES: tuple[int, ...] = (1, 2, 3, 4, 5)
"""The judge's integer rubric scale."""

FloatArray = npt.NDArray[np.float64]
_Outcome = tuple[float | None, str | None]
"""A coefficient, or None with the reason it is undefined."""

_NO_VARIATION = "no variation: every rating is the same value, so chance agreement is total and the coefficient is 0/0"


class Interval(BaseModel):
    """A mean with its two-sided confidence interval; ``low``/``high`` are None when n == 1."""

    model_config = ConfigDict(frozen=True, defer_build=True)

    mean: float
    low: float | None
    high: float | None
    n: int
    confidence: float


class Agreement(BaseModel):
    """How far the judges agree on one dimension."""

    model_config = ConfigDict(frozen=True, defer_build=True)

    method: AgreementMethod
    value: float | None
    """κ or α; None when undefined, with ``reason`` saying why."""
    raw_agreement: float | None
    """Share of items on which every judge that rated it gave the same score."""
    judges: int
    items: int
    """Items the coefficient used: rated by both judges (κ) or by at least two judges (α)."""
    reason: str | None = None


def mean_ci(
    values: Sequence[float], confidence: float = 0.95, bounds: tuple[float, float] | None = (0.0, 1.0)
) -> Interval:
    """Mean and Student-t interval ``mean ± t(1−(1−confidence)/2, n−1) · s/√n`` (s with n−1), clipped to ``bounds``.

    n == 1 gives ``low = high = None``: one value has no interval, and pretending otherwise would be
    dishonest. n == 0 raises ValueError: there is no mean to report, and callers should not ask.
    Identical values give a zero-width interval at the mean. ``bounds=None`` disables clipping.
    """
    if not 0.0 < confidence < 1.0:
        raise ValueError(f"confidence must be in (0, 1), got {confidence}")
    if not values:
        raise ValueError("mean_ci needs at least one value")
    data = np.asarray(values, dtype=np.float64)
    if not np.all(np.isfinite(data)):
        raise ValueError("mean_ci values must be finite")
    if bounds is not None:
        lo_bound, hi_bound = bounds
        if lo_bound > hi_bound:
            raise ValueError(f"bounds must be (low, high), got {bounds}")
        if data.min() < lo_bound or data.max() > hi_bound:
            raise ValueError(f"mean_ci values must lie within {bounds}")
    n = int(data.size)
    mean = float(data.mean())
    if n == 1:
        return Interval(mean=mean, low=None, high=None, n=1, confidence=confidence)
    from scipy.special import stdtrit  # the t quantile; imported only when an interval is needed

    half_width = float(stdtrit(n - 1, 0.5 + confidence / 2.0)) * float(data.std(ddof=1)) / math.sqrt(n)
    low, high = mean - half_width, mean + half_width
    if bounds is not None:
        low, high = max(bounds[0], low), min(bounds[1], high)
    return Interval(mean=mean, low=low, high=high, n=n, confidence=confidence)


def cohen_kappa_weighted(
    a: Sequence[int | None],
    b: Sequence[int | None],
    categories: Sequence[int] = RUBRIC_CATEGORIES,
    weights: Weights = "quadratic",
) -> float | None:
    """Cohen's weighted κ = 1 − Σ w·O / Σ w·E for two judges over the items both rated.

    O is the observed and E the chance (product of marginals) joint distribution over
    ``categories``. The weight of a disagreement is a function of the categories' *positions* in
    ``categories``: (i−j)² quadratic, |i−j| linear, 1 when ``weights`` is None (plain κ). Items
    either judge left out (None) are dropped. None when fewer than two items are paired or when
    Σ w·E = 0, which happens exactly when both judges used one and the same category for every item
    (no variation: see the module docstring).
    """
    return _weighted_kappa(a, b, categories, weights)[0]


def krippendorff_alpha(ratings: Sequence[Sequence[int | None]], level: AlphaLevel = "ordinal") -> float | None:
    """Krippendorff's α = 1 − D_o/D_e over a judges × items matrix with missing ratings (None).

    Built from the coincidence matrix o (each item with m ≥ 2 ratings adds its m(m−1) ordered
    pairs with weight 1/(m−1)) and its marginals n_c, with n = Σ n_c pairable values:

        α = 1 − (n − 1) · Σ o_ck δ²_ck / Σ n_c n_k δ²_ck

    Difference functions: nominal δ² = [c ≠ k]; interval δ² = (c − k)²; ordinal (c ≤ k)
    δ² = (Σ_{g=c..k} n_g − (n_c + n_k)/2)², from the cumulative category counts, so only the order
    of the values matters. None when no item has two ratings, or when every pairable rating is the
    same value (D_e = 0).
    """
    return _krippendorff_alpha(ratings, level)[0]


def krippendorff_alpha_ordinal(ratings: Sequence[Sequence[int | None]]) -> float | None:
    """Krippendorff's α at the ordinal level of measurement; see ``krippendorff_alpha``."""
    return krippendorff_alpha(ratings, "ordinal")


def raw_agreement(ratings: Sequence[Sequence[int | None]]) -> float | None:
    """Share of items on which every judge that rated it gave the same score.

    Items with fewer than two ratings are left out; None when no item is left.
    """
    units = _units(ratings)
    comparable = [unit for unit in units if len(unit) >= 2]
    if not comparable:
        return None
    return sum(1 for unit in comparable if len(set(unit)) == 1) / len(comparable)


def agreement(
    ratings: Sequence[Sequence[int | None]], categories: Sequence[int] = RUBRIC_CATEGORIES
) -> Agreement | None:
    """Agreement of the judges (rows of ``ratings``) on one dimension.

    Two judges: Cohen's κ with quadratic weights over ``categories``. Three or more: Krippendorff's
    α, ordinal level. The method follows the number of judges configured (rows), not how many
    happened to answer, so every dimension of a run is reported with the same statistic.
    None when there are fewer than two judges or no item was rated by two of them: there is nothing
    to report. An undefined coefficient on comparable items (no variation) is an ``Agreement``
    whose ``value`` is None and whose ``reason`` says why.
    """
    units = _units(ratings)
    judges = len(ratings)
    items = sum(1 for unit in units if len(unit) >= 2)
    if judges < 2 or items == 0:
        return None
    _check_categories(ratings, categories)
    method: AgreementMethod
    if judges == 2:
        method = "cohen_kappa_quadratic"
        value, reason = _weighted_kappa(ratings[0], ratings[1], categories, "quadratic")
    else:
        method = "krippendorff_alpha_ordinal"
        value, reason = _krippendorff_alpha(ratings, "ordinal")
    return Agreement(
        method=method,
        value=value,
        raw_agreement=raw_agreement(ratings),
        judges=judges,
        items=items,
        reason=reason,
    )


def _weighted_kappa(
    a: Sequence[int | None], b: Sequence[int | None], categories: Sequence[int], weights: Weights
) -> _Outcome:
    if len(a) != len(b):
        raise ValueError(f"the two judges rated different numbers of items ({len(a)} and {len(b)})")
    index = _category_index(categories)
    pairs = [(x, y) for x, y in zip(a, b, strict=True) if x is not None and y is not None]
    for x, y in pairs:
        if x not in index or y not in index:
            raise ValueError(f"rating outside the categories {list(categories)}: {x if x not in index else y}")
    if len(pairs) < 2:
        return None, f"{len(pairs)} item(s) rated by both judges; κ needs at least 2"
    k = len(index)
    observed = np.zeros((k, k), dtype=np.float64)
    for x, y in pairs:
        observed[index[x], index[y]] += 1.0
    observed /= observed.sum()
    expected = np.outer(observed.sum(axis=1), observed.sum(axis=0))
    w = _kappa_weights(k, weights)
    chance_disagreement = float((w * expected).sum())
    if chance_disagreement <= 0.0:
        return None, _NO_VARIATION
    return 1.0 - float((w * observed).sum()) / chance_disagreement, None


def _kappa_weights(k: int, weights: Weights) -> FloatArray:
    positions = np.arange(k, dtype=np.float64)
    distance = np.abs(np.subtract.outer(positions, positions))
    if weights == "quadratic":
        return distance**2
    if weights == "linear":
        return distance
    if weights is None:
        return (distance > 0).astype(np.float64)
    raise ValueError(f"unknown kappa weights {weights!r}; use 'quadratic', 'linear' or None")


def _krippendorff_alpha(ratings: Sequence[Sequence[int | None]], level: AlphaLevel) -> _Outcome:
    pairable = [unit for unit in _units(ratings) if len(unit) >= 2]
    if not pairable:
        return None, "no item was rated by at least two judges; α needs one"
    values = sorted({value for unit in pairable for value in unit})
    index = {value: i for i, value in enumerate(values)}
    v = len(values)
    coincidences = np.zeros((v, v), dtype=np.float64)
    for unit in pairable:
        counts = np.zeros(v, dtype=np.float64)
        for value in unit:
            counts[index[value]] += 1.0
        coincidences += (np.outer(counts, counts) - np.diag(counts)) / (len(unit) - 1)
    marginals = coincidences.sum(axis=0)
    n = float(marginals.sum())
    delta = _alpha_differences(np.asarray(values, dtype=np.float64), marginals, level)
    expected = float((np.outer(marginals, marginals) * delta).sum())
    if expected <= 0.0:
        return None, _NO_VARIATION
    observed = float((coincidences * delta).sum())
    return 1.0 - (n - 1.0) * observed / expected, None


def _alpha_differences(values: FloatArray, marginals: FloatArray, level: AlphaLevel) -> FloatArray:
    """The squared difference δ²_ck between every pair of observed values."""
    difference: FloatArray = np.subtract.outer(values, values)
    if level == "nominal":
        unequal: FloatArray = (difference != 0).astype(np.float64)
        return unequal
    if level == "interval":
        return difference**2
    if level == "ordinal":
        cumulative = np.cumsum(marginals)
        low = np.minimum.outer(np.arange(values.size), np.arange(values.size))
        high = np.maximum.outer(np.arange(values.size), np.arange(values.size))
        between = cumulative[high] - cumulative[low] + marginals[low]  # Σ_{g=low..high} n_g
        return (between - (marginals[low] + marginals[high]) / 2.0) ** 2
    raise ValueError(f"unknown level of measurement {level!r}; use 'nominal', 'ordinal' or 'interval'")


def _units(ratings: Sequence[Sequence[int | None]]) -> list[list[int]]:
    """The non-missing ratings of each item (columns of the judges × items matrix)."""
    if not ratings:
        return []
    width = len(ratings[0])
    if any(len(row) != width for row in ratings):
        raise ValueError("every judge's row of ratings must cover the same items")
    return [[value for row in ratings if (value := row[i]) is not None] for i in range(width)]


def _category_index(categories: Sequence[int]) -> dict[int, int]:
    if not categories:
        raise ValueError("categories must not be empty")
    if len(set(categories)) != len(categories):
        raise ValueError(f"categories must be distinct, got {list(categories)}")
    return {category: i for i, category in enumerate(categories)}


def _check_categories(ratings: Sequence[Sequence[int | None]], categories: Sequence[int]) -> None:
    allowed = set(_category_index(categories))
    for row in ratings:
        for value in row:
            if value is not None and value not in allowed:
                raise ValueError(f"rating outside the categories {list(categories)}: {value}")
