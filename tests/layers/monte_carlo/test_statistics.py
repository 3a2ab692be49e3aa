"""The Monte Carlo statistics against scipy, published values and hand computation."""

from __future__ import annotations

import math

import numpy as np
import pytest
from scipy import stats

from skillgrade.layers.monte_carlo import statistics as st


@pytest.mark.parametrize(("x", "n"), [(0, 30), (3, 30), (50, 100), (30, 30), (1, 50), (17, 23)])
def test_clopper_pearson_matches_scipy_exact(x: int, n: int) -> None:
    expected = stats.binomtest(x, n).proportion_ci(confidence_level=0.95, method="exact")
    low, high = st.clopper_pearson(x, n)
    assert low == pytest.approx(expected.low, abs=1e-9) and high == pytest.approx(expected.high, abs=1e-9)


def test_clopper_pearson_known_values() -> None:
    assert st.clopper_pearson(0, 30) == pytest.approx((0.0, 0.1157), abs=1e-4)
    assert st.clopper_pearson(3, 30) == pytest.approx((0.0211, 0.2653), abs=1e-4)
    assert st.clopper_pearson(50, 100) == pytest.approx((0.3983, 0.6017), abs=1e-4)
    assert st.clopper_pearson(1, 50) == pytest.approx((0.000506, 0.1065), abs=1e-4)


def test_one_run_per_prompt_is_the_plain_exact_interval() -> None:
    rate = st.clustered_rate([(1, 1)] * 7 + [(0, 1)] * 13)
    assert rate is not None and rate.design_effect == 1.0
    expected = stats.binomtest(7, 20).proportion_ci(method="exact")
    assert (rate.low, rate.high) == pytest.approx((expected.low, expected.high))


def test_clustered_interval_uses_the_effective_sample_size() -> None:
    clusters = [(3, 3), (3, 3), (0, 2)]
    rate = st.clustered_rate(clusters)
    assert rate is not None and rate.rate == 0.75 and rate.trials == 8 and rate.clusters == 3
    # CR1: 3/2 · (9·0.25² + 9·0.25² + 4·0.75²)/64 over 0.75·0.25/8 = 3.375
    assert rate.design_effect == pytest.approx(3.375)
    n_eff = 8 / 3.375
    low = stats.beta.ppf(0.025, 0.75 * n_eff, n_eff - 0.75 * n_eff + 1)
    high = stats.beta.ppf(0.975, 0.75 * n_eff + 1, n_eff - 0.75 * n_eff)
    assert (rate.low, rate.high) == pytest.approx((low, high))
    plain = st.clustered_rate([(1, 1)] * 6 + [(0, 1)] * 2)
    assert plain is not None and plain.high - plain.low < rate.high - rate.low


def test_unanimous_clusters_need_no_inflation() -> None:
    rate = st.clustered_rate([(2, 2)] * 10)
    assert rate is not None and rate.design_effect == 1 and rate.low == pytest.approx(0.025 ** (1 / 20))
    assert st.clustered_rate([]) is None


def test_cv_tokens_and_mc_score_by_hand() -> None:
    values = [1.0, 1.0, 1.0, 0.5, 0.5, 0.5]
    assert st.cv_of(values) == pytest.approx(math.sqrt(0.075) / 0.75)
    assert st.cv_of([0.5, 0.5]) == 0.0 and st.cv_of([0.5]) is None
    median, q1, q3, outliers = st.token_summary([1050] * 7 + [3250] * 11) or (0, 0, 0, 0)
    assert (median, q1, q3, outliers) == (3250, 1050, 3250, 0)
    assert st.token_summary([10, 10, 10, 10, 100]) == (10, 10, 10, 1)
    assert st.efficiency_norm(3250) == 0.59375 and st.efficiency_norm(9000) == 0.0
    assert st.mc_score(1.0, 0.0, 0.0, 1.0) == pytest.approx(1.0)
    assert st.mc_score(0.75, 2.0, 0.1, 0.5) == pytest.approx(0.3 + 0 + 0.18 + 0.05)


def test_f1_bootstrap_is_seeded_and_degenerate_when_clear_cut() -> None:
    runs = [st.Run(p, True, True, False, 1) for p in range(5)] + [
        st.Run(5 + p, False, False, False, 1) for p in range(5)
    ]
    assert st.f1_interval(runs, seed=0) == (1.0, 1.0)
    mixed = [st.Run(p, True, p % 3 != 0, False, 1) for p in range(12)] + [
        st.Run(20 + p, False, p % 4 == 0, False, 1) for p in range(12)
    ]
    first, again = st.f1_interval(mixed, seed=7), st.f1_interval(mixed, seed=7)
    assert first == again and first is not None and first[0] < st.f1_of(8, 3, 4) < first[1]  # type: ignore[operator]


def test_cv_interval_is_seeded() -> None:
    values = list(np.linspace(0.2, 1.0, 9))
    assert st.cv_interval(values, 1) == st.cv_interval(values, 1)
    assert st.cv_interval([0.5], 1) is None
