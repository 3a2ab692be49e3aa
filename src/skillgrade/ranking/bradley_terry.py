"""Bradley–Terry by maximum likelihood on the Elo scale, with anchored players and a seeded bootstrap.

P(i beats j) = 1 / (1 + 10^((r_j − r_i)/400)); a tie counts as half a win (the logistic log-loss with
y = 0.5, as FastChat fits it). Anchored players keep their given rating (the corpus skills keep
their index ratings, 1500 by default), so the free players' ratings are on the corpus's scale. A
weak prior of ``prior_ties`` virtual ties against a 1500 player keeps a player who wins (or loses)
everything finite.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

CENTRE = 1500.0
SCALE = np.log(10) / 400

Floats = npt.NDArray[np.float64]


@dataclass(frozen=True, slots=True)
class Game:
    a: int
    b: int
    score: float
    """1 when a won, 0.5 a tie, 0 when b won."""


def fit(games: Sequence[Game], players: int, anchors: dict[int, float], prior_ties: float = 1.0) -> Floats:
    """The maximum-likelihood ratings of every player (anchored ones as given)."""
    from scipy.optimize import minimize
    from scipy.special import expit

    free = [p for p in range(players) if p not in anchors]
    ratings = np.full(players, CENTRE)
    for player, value in anchors.items():
        ratings[player] = value
    if not free:
        return ratings
    a = np.array([g.a for g in games], dtype=np.int64)
    b = np.array([g.b for g in games], dtype=np.int64)
    y = np.array([g.score for g in games], dtype=np.float64)
    index = np.array(free, dtype=np.int64)

    def loss(z: Floats) -> tuple[float, Floats]:
        x = CENTRE + z / SCALE  # optimise in natural-log units, where the curvature is about 1
        r = ratings.copy()
        r[index] = x
        p = np.clip(expit(SCALE * (r[a] - r[b])), 1e-12, 1 - 1e-12)
        value = -float((y * np.log(p) + (1 - y) * np.log1p(-p)).sum())
        grad = np.zeros(players)
        step = -SCALE * (y - p)
        np.add.at(grad, a, step)
        np.add.at(grad, b, -step)
        q = np.clip(expit(SCALE * (x - CENTRE)), 1e-12, 1 - 1e-12)
        value -= prior_ties * float((0.5 * np.log(q) + 0.5 * np.log1p(-q)).sum())
        return value, (grad[index] - prior_ties * SCALE * (0.5 - q)) / SCALE

    found = minimize(loss, np.zeros(len(free)), jac=True, method="L-BFGS-B", options={"gtol": 1e-9})
    ratings[index] = CENTRE + found.x / SCALE
    return ratings


def bootstrap(
    clusters: Sequence[Sequence[Game]],
    players: int,
    anchors: dict[int, float],
    player: int,
    *,
    samples: int = 500,
    seed: int = 0,
    confidence: float = 0.95,
) -> tuple[float, float]:
    """Percentile interval of ``player``'s rating, resampling clusters (a pair's games) with replacement."""
    rng = np.random.default_rng(seed)
    values = np.empty(samples)
    for k in range(samples):
        picks = rng.integers(0, len(clusters), size=len(clusters))
        games = [g for i in picks for g in clusters[i]]
        values[k] = fit(games, players, anchors)[player]
    tail = (1 - confidence) / 2 * 100
    low, high = np.percentile(values, [tail, 100 - tail])
    return float(low), float(high)
