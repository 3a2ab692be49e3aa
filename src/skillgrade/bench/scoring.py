"""Aggregating attempts into scores: quality (by the benchmark's method), latency, errors, per tag.

* Every attempt counts. A runner error or a timeout scores 0 and counts toward the error rate;
  only an *unscored* attempt (an ``llm_judge`` with no judge) is left out of quality, and the
  report says how many were.
* ``mean``: the mean over tasks of each task's mean attempt score.
* ``weighted_mean``: Σ wᵢ·sᵢ / Σ wᵢ with the task ``weight`` (default 1).
* ``pass_at_k``: per task with n scored attempts of which c passed, the unbiased estimator
  1 − C(n−c, k)/C(n, k) in its stable product form, averaged over tasks; needs n ≥ k.
* Latency percentiles are nearest-rank over *all* attempts, failures included (no survivorship).
  Latency score = 1 − min(p95 / maxLatencyMs, 1).
* overall = quality × (0.8 + 0.2 × latency score): a skill that fails every task scores 0 however
  fast it is, and speed can cost at most a fifth of the quality score.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from skillgrade.bench.schema import Benchmark, Task

Status = Literal["passed", "failed", "error", "timeout", "unscored"]
LATENCY_SHARE = 0.2


@dataclass
class Attempt:
    sample: int
    status: Status
    score: float | None
    reason: str
    latency_ms: float
    output: Any = None

    @property
    def scored(self) -> bool:
        return self.score is not None


@dataclass
class TaskResult:
    task: Task
    attempts: list[Attempt] = field(default_factory=list)

    @property
    def scored(self) -> list[Attempt]:
        return [a for a in self.attempts if a.scored]

    @property
    def score(self) -> float | None:
        scored = self.scored
        return sum(a.score or 0.0 for a in scored) / len(scored) if scored else None

    @property
    def passes(self) -> int:
        return sum(a.status == "passed" for a in self.attempts)

    @property
    def status(self) -> Status:
        """The worst status of its attempts (error > timeout > failed > unscored > passed)."""
        order: tuple[Status, ...] = ("error", "timeout", "failed", "unscored")
        for status in order:
            if any(a.status == status for a in self.attempts):
                return status
        return "passed"


def pass_at_k(n: int, c: int, k: int) -> float:
    """The unbiased pass@k estimate for n samples with c correct (Chen et al. 2021), stable form."""
    if not 0 <= c <= n or k < 1 or k > n:
        raise ValueError(f"pass@k needs 0 ≤ c ≤ n and 1 ≤ k ≤ n (n={n}, c={c}, k={k})")
    if n - c < k:
        return 1.0
    product = 1.0
    for i in range(n - c + 1, n + 1):
        product *= 1.0 - k / i
    return 1.0 - product


def pass_hat_k(n: int, c: int, k: int) -> float:
    """pass^k = C(c, k)/C(n, k): the chance that k attempts drawn without replacement all pass."""
    if not 0 <= c <= n or k < 1 or k > n:
        raise ValueError(f"pass^k needs 0 ≤ c ≤ n and 1 ≤ k ≤ n (n={n}, c={c}, k={k})")
    product = 1.0
    for i in range(k):
        product *= (c - i) / (n - i)
    return max(product, 0.0)


def percentile(values: Sequence[float], p: float) -> float | None:
    """Nearest rank: the smallest value with at least p of the values at or below it."""
    if not values:
        return None
    ordered = sorted(values)
    rank = max(math.ceil(p * len(ordered)), 1)
    return ordered[rank - 1]


def quality(method: str, results: Sequence[TaskResult], k: int = 1) -> float | None:
    if method == "pass_at_k":
        values = [
            pass_at_k(len(r.scored), sum(a.status == "passed" for a in r.scored), k)
            for r in results
            if len(r.scored) >= k
        ]
        return sum(values) / len(values) if values else None
    pairs = [(r.task.weight if method == "weighted_mean" else 1.0, r.score) for r in results if r.score is not None]
    total = sum(w for w, _ in pairs)
    if not pairs or total <= 0:
        return None
    return sum(w * (s or 0.0) for w, s in pairs) / total


@dataclass
class Breakdown:
    tasks: int
    attempts: int
    quality: float | None
    pass_rate: float | None
    error_rate: float


@dataclass
class Summary:
    method: str
    k: int
    samples: int
    quality: float | None
    """In [0, 1]; None when nothing could be scored."""
    overall: float | None
    pass_rate: float | None
    """Passed attempts / scored attempts."""
    pass_hat_k: float | None
    error_rate: float
    """(errors + timeouts) / attempts."""
    latency_p50_ms: float | None
    latency_p95_ms: float | None
    latency_p99_ms: float | None
    latency_score: float | None
    attempts: int
    counts: dict[str, int]
    unscored_tasks: int
    tags: dict[str, Breakdown]


def _breakdown(method: str, results: Sequence[TaskResult], k: int) -> Breakdown:
    attempts = [a for r in results for a in r.attempts]
    scored = [a for a in attempts if a.scored]
    errors = sum(a.status in ("error", "timeout") for a in attempts)
    return Breakdown(
        tasks=len(results),
        attempts=len(attempts),
        quality=quality(method, results, k),
        pass_rate=sum(a.status == "passed" for a in scored) / len(scored) if scored else None,
        error_rate=errors / len(attempts) if attempts else 0.0,
    )


def summarise(benchmark: Benchmark, results: Sequence[TaskResult], *, k: int = 1, samples: int = 1) -> Summary:
    method = benchmark.scoringMethod
    whole = _breakdown(method, results, k)
    latencies = [a.latency_ms for r in results for a in r.attempts]
    p95 = percentile(latencies, 0.95)
    latency_score = None if p95 is None else 1.0 - min(p95 / benchmark.maxLatencyMs, 1.0)
    overall = None
    if whole.quality is not None:
        overall = whole.quality * (1 - LATENCY_SHARE + LATENCY_SHARE * (latency_score or 0.0))
    hat_values = [
        pass_hat_k(len(r.scored), sum(a.status == "passed" for a in r.scored), k) for r in results if len(r.scored) >= k
    ]
    counts = {status: 0 for status in ("passed", "failed", "error", "timeout", "unscored")}
    for r in results:
        for a in r.attempts:
            counts[a.status] += 1
    unscored = sum(1 for r in results if (len(r.scored) < k if method == "pass_at_k" else r.score is None))
    tags = {
        tag: _breakdown(method, [r for r in results if tag in r.task.tags], k)
        for tag in sorted({t for r in results for t in r.task.tags})
    }
    return Summary(
        method=method,
        k=k,
        samples=samples,
        quality=whole.quality,
        overall=overall,
        pass_rate=whole.pass_rate,
        pass_hat_k=sum(hat_values) / len(hat_values) if hat_values and method == "pass_at_k" else None,
        error_rate=whole.error_rate,
        latency_p50_ms=percentile(latencies, 0.5),
        latency_p95_ms=p95,
        latency_p99_ms=percentile(latencies, 0.99),
        latency_score=latency_score,
        attempts=whole.attempts,
        counts=counts,
        unscored_tasks=unscored,
        tags=tags,
    )
