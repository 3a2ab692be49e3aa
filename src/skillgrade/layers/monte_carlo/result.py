"""What the Monte Carlo layer reports (stdlib dataclasses: no numpy, no pydantic, so a report can import it)."""

from __future__ import annotations

from dataclasses import field
from typing import Literal

from skillgrade.record import dataclass

PromptSource = Literal["evals", "generated", "evals+generated", "file", "eval_queries"]


@dataclass(kw_only=True)
class Rate:
    """A rate over runs with a 95% Clopper–Pearson interval, clustered by prompt.

    When runs share prompts the interval uses the Korn–Graubard effective sample size
    ``n_eff = n / deff``, where the design effect ``deff`` is the cluster-robust (CR1) variance of the
    rate over the binomial one, floored at 1; with one run per prompt it is the plain exact interval.
    """

    rate: float
    low: float
    high: float
    successes: int
    trials: int
    clusters: int
    design_effect: float


@dataclass(kw_only=True)
class PromptCase:
    prompt: str
    should_trigger: bool


@dataclass(kw_only=True)
class PromptSetInfo:
    source: PromptSource
    should_trigger: int
    should_not_trigger: int
    saved_to: str | None = None
    """Where the set was saved; give it back with ``--mc-prompts`` to reproduce the run."""


@dataclass(kw_only=True)
class QueryTrigger:
    """One query of ``eval_queries.json`` measured as the Agent Skills guide does."""

    query: str
    should_trigger: bool
    runs: int
    """Finished runs of this query that did not fail."""
    triggers: int
    trigger_rate: float | None
    """None below the spec's runs per query: unmeasured, not passed or failed."""
    passed: bool | None


@dataclass(kw_only=True)
class TriggerEval:
    """The spec's triggering measurement: per query, runs that loaded the skill over runs, passed at
    the threshold; ``pass_rate`` over the measured queries."""

    runs_per_query: int
    threshold: float
    queries: list[QueryTrigger]
    measured: int
    passed: int
    pass_rate: float | None


@dataclass(kw_only=True)
class ControlCheck:
    """A planted known-bad answer, graded in the same run as the real ones: a grader that cannot tell
    it from them (as high, or above ``CONTROL_MAX_GRADE``) gives grades that say nothing."""

    prompt: str
    answer: str
    grade: float | None
    """The grader's grade of the planted answer on [0, 1]; ``None`` when it gave no usable one."""
    real_mean: float | None
    """Mean grade of the real graded outputs it is compared with."""
    distinguished: bool
    reason: str | None = None
    """Why the check failed, when it did."""


@dataclass(kw_only=True)
class MonteCarloStats:
    agent: str
    runs_planned: int
    runs_done: int
    runs_saved: int
    """Runs early stopping did not need (``runs_planned - runs_done``)."""
    stop_width: float | None
    """Every interval the score depends on was narrower than this when the run stopped."""
    prompts: PromptSetInfo
    activation: Rate | None
    """Recall: should-trigger runs that loaded the skill (failed runs excluded)."""
    false_activation: Rate | None
    """Should-not-trigger runs that loaded the skill."""
    failure: Rate
    """Failed runs over all runs (the agent's reliability, whether it loaded the skill or not)."""
    loaded: int = 0
    """Runs in which the agent loaded the skill (either label, failed ones included)."""
    loaded_failure: Rate | None = None
    """Failed runs among the runs that loaded the skill: robustness is 1 − this rate."""
    skill_unmeasured: str | None = None
    """Why robustness and token efficiency are unmeasured: too few runs loaded the skill."""
    precision: float | None
    recall: float | None
    f1: float | None
    f1_low: float | None = None
    f1_high: float | None = None
    """Percentile bootstrap over prompts (stratified by label, seeded)."""
    graded: int
    quality: float | None
    """Mean judge grade (0–1) of activated runs: per-prompt means, then their mean."""
    quality_low: float | None = None
    quality_high: float | None = None
    cv: float | None
    """sd (ddof=1) / mean of the graded runs' quality."""
    cv_low: float | None = None
    cv_high: float | None = None
    tokens_median: float | None
    """Tokens of the runs that loaded the skill and did not fail (median, quartiles, outliers)."""
    tokens_q1: float | None
    tokens_q3: float | None
    tokens_iqr: float | None
    token_outliers: int
    efficiency_norm: float | None
    mc_score: float | None
    """0.40·activation + 0.30·(1 − min(1, CV)) + 0.20·(1 − failure) + 0.10·efficiency_norm."""
    errors: list[str] = field(default_factory=list)
    """A few distinct reasons runs failed."""
    unmeasured: str | None = None
    """Why the layer measured nothing, when it did not."""
    trigger_eval: TriggerEval | None = None
    """The spec's per-query measurement, when the prompts came from ``eval_queries.json``."""
    shared_answers: int = 0
    """Graded outputs word for word the same as an output graded for another request (content-free answers)."""
    echoed_answers: int = 0
    """Graded outputs that only repeat (part of) their request."""
    control: ControlCheck | None = None
    """The planted known-bad answer and whether the grader told it from the real outputs."""
