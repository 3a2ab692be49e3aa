"""Bradley–Terry against closed forms and a direct scipy fit."""

from __future__ import annotations

import math

import numpy as np
import pytest
from scipy.optimize import minimize_scalar

from skillgrade.ranking.bradley_terry import Game, bootstrap, fit


def test_one_free_player_against_anchors_matches_the_closed_form() -> None:
    # 3 wins, 1 loss against 1500-rated players, no prior: 10^(d/400) = 3, d = 400·log10(3).
    games = [Game(0, 1, 1.0), Game(0, 2, 1.0), Game(0, 3, 1.0), Game(0, 4, 0.0)]
    ratings = fit(games, 5, {1: 1500, 2: 1500, 3: 1500, 4: 1500}, prior_ties=0.0)
    assert ratings[0] == pytest.approx(1500 + 400 * math.log10(3), abs=0.05)
    assert list(ratings[1:]) == [1500.0] * 4


def test_ties_count_half_and_the_prior_matches_a_direct_fit() -> None:
    games = [Game(0, 1, 1.0), Game(0, 1, 0.5), Game(1, 0, 0.0)]
    got = fit(games, 2, {1: 1600.0})[0]

    def nll(r: float) -> float:
        p = 1 / (1 + 10 ** ((1600 - r) / 400))
        q = 1 / (1 + 10 ** ((1500 - r) / 400))
        return -(np.log(p) + 0.5 * np.log(p) + 0.5 * np.log(1 - p) + np.log(p) + 0.5 * np.log(q) + 0.5 * np.log(1 - q))

    assert got == pytest.approx(minimize_scalar(nll, bounds=(0, 4000), method="bounded").x, abs=0.1)


def test_all_wins_stay_finite_and_the_bootstrap_is_seeded() -> None:
    clusters = [[Game(0, k, 1.0), Game(0, k, 1.0)] for k in range(1, 6)]
    anchors = {k: 1500.0 for k in range(1, 6)}
    rating = fit([g for c in clusters for g in c], 6, anchors)[0]
    assert 1700 < rating < 2500
    mixed = [[Game(0, k, 1.0 if k % 2 else 0.0), Game(0, k, 0.5)] for k in range(1, 6)]
    first = bootstrap(mixed, 6, anchors, 0, samples=100, seed=3)
    assert first == bootstrap(mixed, 6, anchors, 0, samples=100, seed=3)
    assert first[0] < fit([g for c in mixed for g in c], 6, anchors)[0] < first[1]
