"""Scoring methods against hand-computed values; pass@k against the closed form."""

from __future__ import annotations

from math import comb

import pytest

from bench.skills import benchmark, exact_task
from skillgrade.bench.schema import parse_benchmark
from skillgrade.bench.scoring import Attempt, TaskResult, pass_at_k, pass_hat_k, percentile, quality, summarise


@pytest.mark.parametrize("n", range(1, 9))
def test_pass_at_k_equals_the_closed_form_for_small_n(n: int) -> None:
    for c in range(n + 1):
        for k in range(1, n + 1):
            closed = 1 - comb(n - c, k) / comb(n, k)
            assert pass_at_k(n, c, k) == pytest.approx(closed, abs=1e-12)
            assert pass_hat_k(n, c, k) == pytest.approx(comb(c, k) / comb(n, k), abs=1e-12)


def test_pass_at_k_known_values_and_bias_of_the_naive_formula() -> None:
    assert pass_at_k(10, 3, 5) == pytest.approx(0.9166666, abs=1e-6)
    naive = 1 - (1 - 3 / 10) ** 5  # the biased shortcut
    assert naive == pytest.approx(0.83193, abs=1e-5)
    assert pass_at_k(200, 13, 100) == pytest.approx(1 - comb(187, 100) / comb(200, 100), abs=1e-6)
    assert pass_at_k(5, 0, 1) == 0.0 and pass_at_k(5, 5, 3) == 1.0
    with pytest.raises(ValueError):
        pass_at_k(2, 1, 3)


def test_percentile_is_nearest_rank() -> None:
    values = [float(v) for v in range(1, 21)]
    assert percentile(values, 0.95) == 19.0 and percentile(values, 0.5) == 10.0 and percentile([], 0.5) is None
    assert percentile([5.0], 0.99) == 5.0


BENCH = parse_benchmark(
    benchmark(
        [
            exact_task("a", {}, "1", weight=3, tags=["x"]),
            exact_task("b", {}, "1", tags=["x", "y"]),
            exact_task("c", {}, "1", weight=0, tags=["y"]),
        ],
        maxLatencyMs=1000,
    ),
    "inline",
)


def attempts(*items: tuple[str, float | None, float]) -> list[Attempt]:
    return [Attempt(i, status, score, "r", latency) for i, (status, score, latency) in enumerate(items)]  # type: ignore[arg-type]


def results() -> list[TaskResult]:
    a, b, c = BENCH.tasks
    return [
        TaskResult(a, attempts(("passed", 1.0, 100), ("failed", 0.0, 200))),  # 0.5, c=1
        TaskResult(b, attempts(("passed", 1.0, 300), ("passed", 1.0, 400))),  # 1.0, c=2
        TaskResult(c, attempts(("error", 0.0, 900), ("timeout", 0.0, 1000))),  # 0.0, c=0
    ]


def test_mean_weighted_mean_and_pass_at_k() -> None:
    assert quality("mean", results()) == pytest.approx((0.5 + 1.0 + 0.0) / 3)
    assert quality("weighted_mean", results()) == pytest.approx((3 * 0.5 + 1 * 1.0 + 0 * 0.0) / 4)
    # pass@2 with n=2: task a (c=1) 1, task b (c=2) 1, task c (c=0) 0.
    assert quality("pass_at_k", results(), k=2) == pytest.approx(2 / 3)
    assert quality("pass_at_k", results(), k=1) == pytest.approx((0.5 + 1 + 0) / 3)


def test_summary_latency_errors_overall_and_tags() -> None:
    summary = summarise(BENCH, results(), k=1, samples=2)
    assert summary.error_rate == pytest.approx(2 / 6)
    assert summary.pass_rate == pytest.approx(3 / 6)
    assert summary.latency_p95_ms == 1000 and summary.latency_p50_ms == 300  # failures count: no survivorship
    assert summary.latency_score == 0.0
    assert summary.overall == pytest.approx(summary.quality * 0.8)  # type: ignore[operator]
    assert summary.counts == {"passed": 3, "failed": 1, "error": 1, "timeout": 1, "unscored": 0}
    assert summary.tags["x"].quality == pytest.approx(0.75) and summary.tags["x"].tasks == 2
    assert summary.tags["y"].quality == pytest.approx(0.5) and summary.tags["y"].error_rate == pytest.approx(0.5)


def test_speed_never_hides_failure() -> None:
    fast_and_wrong = [TaskResult(t, attempts(("failed", 0.0, 1))) for t in BENCH.tasks]
    summary = summarise(BENCH, fast_and_wrong)
    assert summary.latency_score == pytest.approx(0.999) and summary.quality == 0 and summary.overall == 0


def test_unscored_attempts_are_left_out_and_counted() -> None:
    a, b, c = BENCH.tasks
    mixed = [
        TaskResult(a, attempts(("unscored", None, 10))),
        TaskResult(b, attempts(("passed", 1.0, 10))),
        TaskResult(c, attempts(("failed", 0.0, 10))),
    ]
    summary = summarise(BENCH, mixed)
    assert summary.quality == 0.5 and summary.unscored_tasks == 1
    nothing = summarise(BENCH, [TaskResult(a, attempts(("unscored", None, 10)))])
    assert nothing.quality is None and nothing.overall is None
