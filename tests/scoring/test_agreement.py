"""Judge statistics against hand computations and published reference values."""

from __future__ import annotations

import math
import statistics
from fractions import Fraction

import pytest
from scipy import stats

from skillgrade.scoring.agreement import (
    Agreement,
    agreement,
    cohen_kappa_weighted,
    krippendorff_alpha,
    krippendorff_alpha_ordinal,
    mean_ci,
    raw_agreement,
)

N = None

# Krippendorff (2011), "Computing Krippendorff's Alpha-Reliability", section E: 4 observers × 12 units,
# values 1–5, missing data. Published: nominal α = 0.743, ordinal α = 0.815, interval α = 0.849.
# (Cross-checked: fast-krippendorff's tests and docstring give 0.743 / 0.815; DKPro statistics'
# Krippendorff2004Test gives interval D_o = 0.433, D_e = 2.872, α = 0.849 on the same data.)
KRIPPENDORFF_2011 = [
    [1, 2, 3, 3, 2, 1, 4, 1, 2, N, N, N],
    [1, 2, 3, 3, 2, 2, 4, 1, 2, 5, N, 3],
    [N, 3, 3, 3, 2, 3, 4, 2, 2, 5, 1, N],
    [1, 2, 3, 3, 2, 4, 4, 1, 2, 5, 1, N],
]

# The computational example of the Wikipedia article on Krippendorff's alpha: 3 coders × 15 units.
# Nominal α = 0.691358, interval α = 0.810845 (also fast-krippendorff's doctest values).
WIKIPEDIA_ALPHA = [
    [N, N, N, N, N, 3, 4, 1, 2, 1, 1, 3, 3, N, 3],
    [1, N, 2, 1, 3, 3, 4, 3, N, N, N, N, N, N, N],
    [N, N, 2, 1, 3, 4, 4, N, 2, 1, 1, 3, 3, N, 4],
]


def expand(table: list[list[int]], categories: list[int]) -> tuple[list[int | None], list[int | None]]:
    """Rating pairs from a contingency table (rows: judge A's category, columns: judge B's)."""
    a: list[int | None] = []
    b: list[int | None] = []
    for i, row in enumerate(table):
        for j, count in enumerate(row):
            a += [categories[i]] * count
            b += [categories[j]] * count
    return a, b


def textbook_weighted_kappa(table: list[list[int]], weight: str) -> Fraction:
    """κ_w = 1 − Σ w_ij p_ij / Σ w_ij p_i. p_.j, exactly, straight from the contingency table."""
    k = len(table)
    n = sum(map(sum, table))
    rows = [sum(table[i]) for i in range(k)]
    cols = [sum(table[i][j] for i in range(k)) for j in range(k)]

    def w(i: int, j: int) -> int:
        return {"quadratic": (i - j) ** 2, "linear": abs(i - j), "none": int(i != j)}[weight]

    observed = sum(Fraction(w(i, j) * table[i][j], n) for i in range(k) for j in range(k))
    expected = sum(Fraction(w(i, j) * rows[i] * cols[j], n * n) for i in range(k) for j in range(k))
    return 1 - observed / expected


# ---------------------------------------------------------------- Cohen's weighted kappa

HAND_TABLE = [
    [3, 1, 0, 0, 0],
    [1, 4, 2, 0, 0],
    [0, 1, 5, 1, 0],
    [0, 0, 2, 6, 1],
    [1, 0, 0, 1, 4],
]


def test_weighted_kappa_on_a_5_category_table_by_hand() -> None:
    # n = 33, row marginals 4 7 7 9 6, column marginals 5 6 9 8 5.
    # Quadratic: Σ w O = 26/33 (eight ±1 cells and one 5-vs-1 cell with weight 16),
    #            Σ w E = 1202/363, so κ = 1 − (26/33)/(1202/363) = 458/601.
    a, b = expand(HAND_TABLE, [1, 2, 3, 4, 5])
    assert textbook_weighted_kappa(HAND_TABLE, "quadratic") == Fraction(458, 601)
    assert cohen_kappa_weighted(a, b, [1, 2, 3, 4, 5]) == pytest.approx(458 / 601, abs=1e-12)
    assert cohen_kappa_weighted(a, b, [1, 2, 3, 4, 5], "linear") == pytest.approx(
        float(textbook_weighted_kappa(HAND_TABLE, "linear")), abs=1e-12
    )
    assert textbook_weighted_kappa(HAND_TABLE, "linear") == Fraction(186, 263)
    assert cohen_kappa_weighted(a, b, [1, 2, 3, 4, 5], None) == pytest.approx(
        float(textbook_weighted_kappa(HAND_TABLE, "none")), abs=1e-12
    )
    assert textbook_weighted_kappa(HAND_TABLE, "none") == Fraction(499, 862)


def test_kappa_against_the_sas_proc_freq_example() -> None:
    # SAS PROC FREQ agreement output for this 3×3 table, as reproduced in statsmodels' tests
    # (statsmodels/stats/tests/test_inter_rater.py): simple κ = 0.4842; weighted κ = 0.4701 with
    # SAS's default Cicchetti–Allison weights, which are the linear weights.
    a, b = expand([[0, 4, 1], [0, 8, 0], [0, 1, 5]], [1, 2, 3])
    assert cohen_kappa_weighted(a, b, [1, 2, 3], None) == pytest.approx(0.4842, abs=5e-5)
    assert cohen_kappa_weighted(a, b, [1, 2, 3], "linear") == pytest.approx(0.4701, abs=5e-5)


def test_kappa_against_r_irr_kappa2_on_the_anxiety_data() -> None:
    # R irr::kappa2(anxiety[, 2:3]) with weights unweighted / "equal" / "squared":
    # -0.006289308, 0.1459075, 0.2520325 (recorded in statsmodels' tests). irr weights by the
    # rank of the observed levels, here 1 2 3 4 6 (nobody used 5): pass those as the categories.
    rater2 = [3, 6, 4, 6, 2, 4, 2, 4, 3, 3, 2, 3, 3, 3, 2, 2, 1, 3, 3, 4]
    rater3 = [2, 1, 4, 4, 3, 2, 1, 6, 1, 1, 1, 2, 3, 3, 1, 1, 3, 3, 2, 2]
    levels = [1, 2, 3, 4, 6]
    assert cohen_kappa_weighted(rater2, rater3, levels, None) == pytest.approx(-0.006289308, abs=1e-9)
    assert cohen_kappa_weighted(rater2, rater3, levels, "linear") == pytest.approx(0.1459075, abs=1e-7)
    assert cohen_kappa_weighted(rater2, rater3, levels, "quadratic") == pytest.approx(0.2520325, abs=1e-7)


def test_kappa_uses_only_items_both_judges_rated() -> None:
    a, b = expand(HAND_TABLE, [1, 2, 3, 4, 5])
    with_gaps_a = [*a, None, 5, None]
    with_gaps_b = [*b, 1, None, None]
    assert cohen_kappa_weighted(with_gaps_a, with_gaps_b) == pytest.approx(458 / 601, abs=1e-12)


def test_kappa_is_one_on_perfect_agreement_over_several_categories() -> None:
    assert cohen_kappa_weighted([1, 3, 5, 2], [1, 3, 5, 2]) == pytest.approx(1.0)


def test_kappa_is_undefined_without_variation_or_pairs() -> None:
    # One category for every item: chance agreement is total, κ = 0/0 → None, not 1.0.
    assert cohen_kappa_weighted([4, 4, 4], [4, 4, 4]) is None
    assert cohen_kappa_weighted([4, None, 2], [4, 3, None]) is None  # one paired item
    assert cohen_kappa_weighted([], []) is None
    assert cohen_kappa_weighted([None, None], [None, None]) is None


def test_kappa_rejects_bad_input() -> None:
    with pytest.raises(ValueError, match="different numbers"):
        cohen_kappa_weighted([1, 2], [1])
    with pytest.raises(ValueError, match="outside the categories"):
        cohen_kappa_weighted([1, 6], [1, 2])
    with pytest.raises(ValueError, match="empty"):
        cohen_kappa_weighted([1], [1], categories=[])
    with pytest.raises(ValueError, match="distinct"):
        cohen_kappa_weighted([1], [1], categories=[1, 1, 2])


# ---------------------------------------------------------------- Krippendorff's alpha


def test_alpha_reproduces_krippendorff_2011() -> None:
    assert krippendorff_alpha(KRIPPENDORFF_2011, "nominal") == pytest.approx(0.743, abs=5e-4)
    assert krippendorff_alpha_ordinal(KRIPPENDORFF_2011) == pytest.approx(0.815, abs=5e-4)
    assert krippendorff_alpha(KRIPPENDORFF_2011, "interval") == pytest.approx(0.849, abs=5e-4)


def test_alpha_reproduces_the_wikipedia_example() -> None:
    assert krippendorff_alpha(WIKIPEDIA_ALPHA, "nominal") == pytest.approx(0.691358, abs=5e-7)
    assert krippendorff_alpha(WIKIPEDIA_ALPHA, "interval") == pytest.approx(0.810845, abs=5e-7)


def test_ordinal_alpha_depends_only_on_the_order_of_the_values() -> None:
    stretched = {1: 1, 2: 3, 3: 4, 4: 10, 5: 11}
    relabelled = [[N if v is None else stretched[v] for v in row] for row in KRIPPENDORFF_2011]
    assert krippendorff_alpha_ordinal(relabelled) == pytest.approx(krippendorff_alpha_ordinal(KRIPPENDORFF_2011))
    interval = krippendorff_alpha(KRIPPENDORFF_2011, "interval")
    assert krippendorff_alpha(relabelled, "interval") != pytest.approx(interval)


def test_alpha_is_one_on_perfect_agreement() -> None:
    ratings = [[1, 2, 5, 3], [1, 2, 5, 3], [1, N, 5, 3]]
    for level in ("nominal", "ordinal", "interval"):
        assert krippendorff_alpha(ratings, level) == pytest.approx(1.0)


def test_alpha_is_undefined_when_nothing_can_be_paired_or_nothing_varies() -> None:
    assert krippendorff_alpha_ordinal([[N, N], [N, N], [N, N]]) is None  # all missing
    assert krippendorff_alpha_ordinal([[1, N], [N, 2], [N, N]]) is None  # no item with two ratings
    assert krippendorff_alpha_ordinal([[4, 4, N], [4, 4, 4], [N, 4, 4]]) is None  # one value only
    assert krippendorff_alpha_ordinal([]) is None


def test_alpha_rejects_ragged_ratings_and_unknown_levels() -> None:
    with pytest.raises(ValueError, match="same items"):
        krippendorff_alpha_ordinal([[1, 2], [1]])
    with pytest.raises(ValueError, match="level"):
        krippendorff_alpha(KRIPPENDORFF_2011, "ratio")  # type: ignore[arg-type]


# ---------------------------------------------------------------- raw agreement and selection


def test_raw_agreement_skips_items_with_fewer_than_two_ratings() -> None:
    # Comparable units of the 2011 data: 1–11 (unit 12 has one rating). Unanimous: 1, 3, 4, 5, 7, 9, 10, 11.
    assert raw_agreement(KRIPPENDORFF_2011) == pytest.approx(8 / 11)
    assert raw_agreement([[N, N], [N, N]]) is None
    assert raw_agreement([]) is None


def test_two_judges_get_quadratic_kappa() -> None:
    a, b = expand(HAND_TABLE, [1, 2, 3, 4, 5])
    result = agreement([a, b])
    assert isinstance(result, Agreement)
    assert result.method == "cohen_kappa_quadratic"
    assert result.value == pytest.approx(458 / 601)
    assert result.raw_agreement == pytest.approx(22 / 33)
    assert (result.judges, result.items, result.reason) == (2, 33, None)


def test_three_or_more_judges_get_ordinal_alpha() -> None:
    result = agreement(KRIPPENDORFF_2011)
    assert result is not None
    assert result.method == "krippendorff_alpha_ordinal"
    assert result.value == pytest.approx(0.815, abs=5e-4)
    assert result.raw_agreement == pytest.approx(8 / 11)
    assert (result.judges, result.items) == (4, 11)
    # The method follows the judges configured, even when one of them failed on every item.
    three = agreement([[1, 2, 3], [1, 2, 4], [N, N, N]])
    assert three is not None
    assert three.method == "krippendorff_alpha_ordinal"
    assert three.judges == 3


def test_agreement_reports_undefined_coefficients_with_a_reason() -> None:
    result = agreement([[4, 4, 4], [4, 4, N]])
    assert result is not None
    assert result.value is None
    assert result.raw_agreement == 1.0
    assert result.reason is not None
    assert "no variation" in result.reason


def test_agreement_is_none_when_there_is_nothing_to_compare() -> None:
    assert agreement([]) is None
    assert agreement([[1, 2, 3]]) is None  # one judge
    assert agreement([[N, N], [N, N], [N, N]]) is None  # all missing
    assert agreement([[1, N], [N, 2]]) is None  # no item rated twice


def test_agreement_rejects_ratings_off_the_rubric() -> None:
    with pytest.raises(ValueError, match="outside the categories"):
        agreement([[1, 2], [1, 7]])
    with pytest.raises(ValueError, match="outside the categories"):
        agreement([[1, 2], [1, 0], [1, 2]])
    with pytest.raises(ValueError, match="outside the categories"):
        agreement([[1, 2, 9], [1, 2, None]])  # even on an item the other judge skipped


# ---------------------------------------------------------------- mean and interval


def test_mean_ci_matches_the_t_interval_by_hand() -> None:
    values = [0.5, 0.75, 0.25, 0.5, 0.75]
    mean = statistics.fmean(values)  # 0.55
    half = stats.t.ppf(0.975, 4) * statistics.stdev(values) / math.sqrt(5)
    result = mean_ci(values)
    assert result.mean == pytest.approx(0.55)
    assert result.low == pytest.approx(mean - half)
    assert result.high == pytest.approx(mean + half)
    assert result.n == 5
    # t(0.975, 4) = 2.776 in any t table; s = 0.2092, so the half-width is 0.2598.
    assert result.high - result.mean == pytest.approx(2.776 * 0.2092 / math.sqrt(5), abs=1e-3)


def test_mean_ci_clips_to_the_scale_and_honours_other_levels() -> None:
    values = [0.5, 0.75, 0.25, 1.0]
    half = 3.182446 * statistics.stdev(values) / 2  # t(0.975, 3) = 3.182
    clipped = mean_ci(values)
    assert clipped.low == pytest.approx(0.625 - half, abs=1e-6)
    assert clipped.high == 1.0
    unclipped = mean_ci(values, bounds=None)
    assert unclipped.high == pytest.approx(0.625 + half, abs=1e-6)
    ninety = mean_ci(values, confidence=0.90, bounds=None)
    assert ninety.high - ninety.mean == pytest.approx(2.353363 * statistics.stdev(values) / 2, abs=1e-6)
    assert mean_ci([2, 4, 5], bounds=(1.0, 5.0)).high == 5.0


def test_mean_ci_is_honest_about_tiny_samples() -> None:
    single = mean_ci([0.75])
    assert (single.mean, single.low, single.high, single.n) == (0.75, None, None, 1)
    same = mean_ci([0.5, 0.5, 0.5])
    assert (same.low, same.high) == (0.5, 0.5)
    with pytest.raises(ValueError, match="at least one"):
        mean_ci([])


def test_mean_ci_rejects_bad_input() -> None:
    with pytest.raises(ValueError, match="confidence"):
        mean_ci([0.5, 0.6], confidence=1.0)
    with pytest.raises(ValueError, match="within"):
        mean_ci([0.5, 1.5])
    with pytest.raises(ValueError, match="finite"):
        mean_ci([0.5, math.nan])
