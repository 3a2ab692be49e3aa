"""The statistics against hand-computed values."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from skillgrade.lift.outputs import signed
from skillgrade.lift.stats import bootstrap_ci, mcnemar, mde_mcnemar, mde_paired, sign_flip, summarise


def test_sign_flip_is_exact_enumeration() -> None:
    d = [0.5, -1.0, 0.0, 1.0, 0.5]
    flips = list(itertools.product((1, -1), repeat=5))
    by_hand = sum(abs(sum(s * x for s, x in zip(signs, d, strict=True))) >= 1.0 for signs in flips) / 32
    assert by_hand == 24 / 32
    assert sign_flip(d) == pytest.approx(0.75)
    assert sign_flip([1.0, 1.0, 1.0, 1.0]) == pytest.approx(2 / 16)


def test_mcnemar_exact() -> None:
    assert mcnemar(3, 1) == pytest.approx(0.625)  # 2 * P(X >= 3 | n=4) = 2 * 5/16
    assert mcnemar(6, 0) == pytest.approx(2 / 64)
    assert mcnemar(0, 0) == 1.0


def test_bootstrap_is_seeded_and_collapses_on_constant_data() -> None:
    d = [0.5, -1.0, 0.0, 1.0, 0.5]
    assert bootstrap_ci(d, seed=7) == bootstrap_ci(d, seed=7)
    rng = np.random.default_rng(7)
    means = np.asarray(d)[rng.integers(0, 5, size=(10_000, 5))].mean(axis=1)
    assert bootstrap_ci(d, seed=7) == (
        pytest.approx(np.quantile(means, 0.025)),
        pytest.approx(np.quantile(means, 0.975)),
    )
    assert bootstrap_ci([0.25, 0.25, 0.25]) == (pytest.approx(0.25), pytest.approx(0.25))


def test_minimum_detectable_effect_matches_the_reference_table() -> None:
    assert mde_mcnemar(20) == pytest.approx(0.35, abs=0.005)
    assert mde_mcnemar(20, 0.05) == pytest.approx(0.43, abs=0.01)
    assert mde_mcnemar(155, 0.05) == pytest.approx(0.10, abs=0.005)
    assert mde_paired(1.0, 32) == pytest.approx(0.5, abs=0.005)
    assert mde_mcnemar(2) is None


def test_summary_picks_mcnemar_for_pass_fail() -> None:
    binary = summarise([(1, 0), (1, 0), (1, 0), (0, 1), (1, 1)])
    assert (
        binary.test == "McNemar exact" and binary.p_value == pytest.approx(0.625) and binary.lift == pytest.approx(0.4)
    )
    graded = summarise([(1, 0.5), (0, 1), (1, 1)])
    assert graded.test == "sign-flip permutation" and graded.lift == pytest.approx(-0.5 / 3)
    assert summarise([]).lift is None


def test_negative_lift_prints_negative() -> None:
    assert signed(-0.3) == "-0.300" and signed(0.125) == "+0.125" and signed(0.0) == "0.000" and signed(None) == "n/a"
