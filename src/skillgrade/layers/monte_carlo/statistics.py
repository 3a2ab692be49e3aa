"""The Monte Carlo statistics: exact rates clustered by prompt, F1 and CV intervals, tokens, mc_score."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from skillgrade.layers.monte_carlo.result import Rate

EFFICIENCY_TOKENS = 8000
BOOTSTRAP = 1000


@dataclass(frozen=True, slots=True)
class Run:
    """One finished run, as the statistics see it."""

    prompt: int
    should_trigger: bool
    activated: bool
    failed: bool
    tokens: int
    quality: float | None = None
    """Judge grade on [0, 1] of an activated should-trigger run; None when not graded."""


def clopper_pearson(x: float, n: float, confidence: float = 0.95) -> tuple[float, float]:
    """The exact (Clopper–Pearson) interval; ``x`` and ``n`` may be fractional (effective counts)."""
    from scipy import stats

    if n <= 0:
        return 0.0, 1.0
    alpha = 1 - confidence
    low = 0.0 if x <= 0 else float(stats.beta.ppf(alpha / 2, x, n - x + 1))
    high = 1.0 if x >= n else float(stats.beta.ppf(1 - alpha / 2, x + 1, n - x))
    return low, high


def clustered_rate(clusters: Sequence[tuple[int, int]], confidence: float = 0.95) -> Rate | None:
    """A rate over ``(successes, trials)`` per prompt, with a cluster-adjusted exact interval.

    deff = CR1 variance / binomial variance, CR1 = C/(C−1) · Σ n_c²(p_c − p)² / n²; floored at 1,
    and exactly 1 when every prompt ran once or the rate is 0 or 1 (no variance to inflate).
    """
    used = [(x, n) for x, n in clusters if n > 0]
    x_total, n_total = sum(x for x, _ in used), sum(n for _, n in used)
    if n_total == 0:
        return None
    rate = x_total / n_total
    deff = 1.0
    if len(used) > 1 and any(n > 1 for _, n in used) and 0 < rate < 1:
        spread = sum(n * n * (x / n - rate) ** 2 for x, n in used) / n_total**2
        robust = spread * len(used) / (len(used) - 1)
        deff = max(1.0, robust / (rate * (1 - rate) / n_total))
    n_eff = n_total / deff
    low, high = clopper_pearson(rate * n_eff, n_eff, confidence)
    return Rate(
        rate=rate,
        low=low,
        high=high,
        successes=x_total,
        trials=n_total,
        clusters=len(used),
        design_effect=round(deff, 4),
    )


def f1_of(tp: int, fp: int, fn: int) -> float | None:
    return 2 * tp / (2 * tp + fp + fn) if 2 * tp + fp + fn else None


def per_prompt(runs: Sequence[Run], label: bool, what: str) -> list[tuple[int, int]]:
    """(successes, trials) per prompt of ``label``: ``what`` is "activated" (non-failed runs) or "failed"."""
    counts: dict[int, list[int]] = {}
    for run in runs:
        if run.should_trigger != label or (what == "activated" and run.failed):
            continue
        cell = counts.setdefault(run.prompt, [0, 0])
        cell[0] += run.activated if what == "activated" else run.failed
        cell[1] += 1
    return [(x, n) for x, n in counts.values()]


def f1_interval(runs: Sequence[Run], seed: int, confidence: float = 0.95) -> tuple[float, float] | None:
    """Percentile bootstrap of F1, resampling prompts within each label (runs of a prompt stay together)."""
    pos = np.array(per_prompt(runs, True, "activated"), dtype=np.float64).reshape(-1, 2)
    neg = np.array(per_prompt(runs, False, "activated"), dtype=np.float64).reshape(-1, 2)
    if len(pos) == 0:
        return None
    rng = np.random.default_rng(seed)
    picks = rng.integers(0, len(pos), size=(BOOTSTRAP, len(pos)))
    tp = pos[picks, 0].sum(axis=1)
    fn = pos[picks, 1].sum(axis=1) - tp
    fp = np.zeros(BOOTSTRAP)
    if len(neg):
        fp = neg[rng.integers(0, len(neg), size=(BOOTSTRAP, len(neg))), 0].sum(axis=1)
    denominator = 2 * tp + fp + fn
    f1 = np.divide(2 * tp, denominator, out=np.zeros(BOOTSTRAP), where=denominator > 0)
    tail = (1 - confidence) / 2 * 100
    low, high = np.percentile(f1, [tail, 100 - tail])
    return float(low), float(high)


def cv_of(values: Sequence[float]) -> float | None:
    """sd (ddof=1) / mean; 0 when every value is the same, None with fewer than two values."""
    if len(values) < 2:
        return None
    data = np.asarray(values, dtype=np.float64)
    sd = float(data.std(ddof=1))
    if sd == 0:
        return 0.0
    mean = float(data.mean())
    return math.inf if mean == 0 else sd / mean


def cv_interval(values: Sequence[float], seed: int, confidence: float = 0.95) -> tuple[float, float] | None:
    if len(values) < 2:
        return None
    data = np.asarray(values, dtype=np.float64)
    samples = data[np.random.default_rng(seed).integers(0, len(data), size=(BOOTSTRAP, len(data)))]
    sd, mean = samples.std(axis=1, ddof=1), samples.mean(axis=1)
    cvs = np.divide(sd, mean, out=np.where(sd > 0, np.inf, 0.0), where=mean > 0)
    tail = (1 - confidence) / 2 * 100
    low, high = np.percentile(np.minimum(cvs, 10.0), [tail, 100 - tail])
    return float(low), float(high)


def token_summary(tokens: Sequence[int]) -> tuple[float, float, float, int] | None:
    """Median, first and third quartiles (linear interpolation) and outliers above Q3 + 1.5·IQR."""
    if not tokens:
        return None
    data = np.asarray(tokens, dtype=np.float64)
    q1, median, q3 = (float(v) for v in np.percentile(data, [25, 50, 75]))
    outliers = int((data > q3 + 1.5 * (q3 - q1)).sum())
    return median, q1, q3, outliers


def efficiency_norm(median_tokens: float) -> float:
    return max(0.0, 1.0 - median_tokens / EFFICIENCY_TOKENS)


def mc_score(activation: float, cv: float, failure: float, efficiency: float) -> float:
    """The methodology's Layer 3 composite."""
    return 0.40 * activation + 0.30 * (1 - min(1.0, cv)) + 0.20 * (1 - failure) + 0.10 * efficiency
