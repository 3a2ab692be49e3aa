"""The report: one versioned model behind every output format.

The top level keeps the shape the methodology documents (``composite``, ``dimensions``,
``layers``) for a run over a single skill, so ``report['composite']['score']`` works in CI; every
skill, however many, is in ``skills``.

The classes are stdlib dataclasses, so the quick path (the pre-commit hook) never imports
pydantic: ``report/dump.py`` writes them as JSON, ``report/schema.py`` publishes their schema, and
code that reads a report back from outside validates it with pydantic's ``TypeAdapter``.
"""

from __future__ import annotations

from dataclasses import field
from typing import TYPE_CHECKING, Literal

from skillgrade.findings import Finding
from skillgrade.layers.scorecard import Criterion
from skillgrade.record import dataclass
from skillgrade.scoring.composite import Badge

if TYPE_CHECKING:
    from skillgrade.layers.judge.result import JudgeSample
    from skillgrade.layers.monte_carlo.result import MonteCarloStats

REPORT_VERSION: Literal["1.0"] = "1.0"
Depth = Literal["quick", "standard", "deep"]
CONFIDENCE_LABELS: dict[str, str] = {"quick": "Estimated", "standard": "Assessed", "deep": "Certified"}


@dataclass(kw_only=True)
class DimensionResult:
    score: float | None
    """Blended score in [0, 1]; ``None`` when no layer measured this dimension."""
    grade: str | None
    measured: bool
    weight: float
    """The methodology's weight of this dimension."""
    effective_weight: float | None
    """Its share of this composite, after renormalising over the measured dimensions."""
    ci_low: float | None = None
    ci_high: float | None = None
    layers: dict[str, float] = field(default_factory=dict)
    """The score each layer gave this dimension before blending."""
    reason: str | None = None
    """Why there is no score: ``"failed: …"`` when a model layer was asked for this dimension and gave
    no usable answer (the composite then counts it at its lowest, see ``scoring/assemble.py``), or why
    no layer could measure it."""


@dataclass(kw_only=True)
class SubScoreResult:
    score: float
    dimension: str
    criteria: list[Criterion]


@dataclass(kw_only=True)
class ModelUsage:
    """Model calls and tokens behind a layer (or a whole run)."""

    calls: int
    """Answers received from the provider (each a call that succeeded; cache hits excluded)."""
    attempts: int | None = None
    """HTTP requests sent, retries and calls that failed for good included; ``None`` where a layer does
    not count them. ``attempts - calls`` is what retries and failures cost."""
    cached_calls: int
    """Answers served from the disk cache: no call, no cost."""
    input_tokens: int
    """Uncached input tokens."""
    cache_read_tokens: int
    cache_write_tokens: int
    output_tokens: int
    cost_usd: float | None = None
    """From the configured price table; ``None`` when no prices were given (never guessed)."""


@dataclass(kw_only=True)
class JudgeAgreement:
    method: Literal["cohen_kappa_quadratic", "krippendorff_alpha_ordinal"]
    value: float | None
    """``None`` when undefined (e.g. every rating identical)."""
    raw_agreement: float | None
    judges: int
    items: int


@dataclass(kw_only=True)
class LayerResult:
    name: Literal["static", "judge", "monte_carlo"]
    status: Literal["ran", "skipped", "failed"]
    duration_ms: float | None = None
    reason: str | None = None
    """Why the layer was skipped or failed."""
    anti_patterns: list[str] = field(default_factory=list)
    sub_scores: dict[str, SubScoreResult] = field(default_factory=dict)
    judges: int | None = None
    """Judge passes (models × samples)."""
    kappa: float | None = None
    """The agreement value (kappa for two judges, alpha for more), as the methodology's shape names it."""
    agreement: JudgeAgreement | None = None
    models: list[str] = field(default_factory=list)
    rubric_version: str | None = None
    usage: ModelUsage | None = None
    cut: list[str] = field(default_factory=list)
    """Files shortened or not sent to the judge because of the token budget."""
    stripped: list[str] = field(default_factory=list)
    """``path:line`` or ``path:first-last`` of each block (paragraph, code block, frontmatter entry) holding
    an ``EVALUATOR_INJECTION`` finding: the judge graded a copy with those blocks replaced by
    "[removed: text addressed to the evaluator]"."""
    context: str | None = None
    """How the judge's requests were fitted to the model's context window (its size and where it came from)."""
    samples: list[JudgeSample] = field(default_factory=list)
    """Every judge pass: its verdicts with reasoning, and the labelled trigger prompts it was scored on."""
    monte_carlo: MonteCarloStats | None = None
    """Layer 3 statistics: rates with clustered exact intervals, F1, quality, CV, tokens, mc_score, runs saved."""


@dataclass(kw_only=True)
class JudgeSpread:
    """How far the composite moves from one judge pass to the next: the composite recomputed with each
    pass's ratings alone (every other layer as it is), lowest and highest."""

    passes: int
    low: float | None = None
    high: float | None = None
    note: str | None = None
    """Why the spread is not measured (a single pass), when it is not."""
    warning: str | None = None
    """Set when the gate's threshold lies inside the spread: another pass could flip the decision."""


@dataclass(kw_only=True)
class CompositeResult:
    score: float | None
    """0–100 with the anti-pattern penalty applied; ``None`` when the skill could not be scored."""
    raw: float | None = None
    penalty: float | None = None
    anti_pattern_count: int = 0
    badge: Badge | None = None
    badge_label: str | None = None
    grade: str | None = None
    elo: float | None = None
    ci_low: float | None = None
    ci_high: float | None = None
    depth: Depth
    confidence: str | None = None
    """Estimated / Assessed / Certified from what actually ran and the documented minimums of each
    (``scoring/confidence.py``), never the depth requested; Untrusted when a judged skill addresses the evaluator."""
    confidence_reason: str | None = None
    """Which minimum of the next label up was missed (e.g. "not Certified: 1 activation trial (needs ≥ 8)")."""
    untrusted: str | None = None
    """Why the model-judged score is not trusted (``EVALUATOR_INJECTION``); ``None`` when it is."""
    measured_dimensions: list[str] = field(default_factory=list)
    unmeasured_dimensions: list[str] = field(default_factory=list)
    coverage: float | None = None
    """Share of the total dimension weight this composite covers (0–1)."""
    reason: str | None = None
    """Why there is no score, when there is none."""
    degraded: bool = False
    """A model layer the requested depth needs failed, so this composite comes from fewer layers
    (or a dimension it was asked for failed); a degraded composite carries no badge."""
    judge_spread: JudgeSpread | None = None
    """The judge's run-to-run spread beside the score (standard depth and deeper)."""
    failed_dimensions: list[str] = field(default_factory=list)
    """Dimensions a model layer was asked for and did not answer usably: counted at their lowest in
    ``score``, at their highest in ``ci_high``."""


@dataclass(kw_only=True)
class Priority:
    """One thing to fix, ranked by the composite points fixing it would gain."""

    title: str
    gain: float | None
    """Composite points to gain; ``None`` for gate blockers, which come first regardless."""
    dimension: str | None = None
    actions: list[str] = field(default_factory=list)
    findings: list[str] = field(default_factory=list)
    """``RULE path:line`` of the findings behind this item."""


@dataclass(kw_only=True)
class OpponentResult:
    name: str
    path: str
    rating: float
    relevance: float
    skill_scores: tuple[float, float] | None
    """The skill's game score in each order (skill first, opponent first); ``None`` when not judged."""
    flipped: bool = False
    """The verdict followed the position, not the skill: both games count as ties."""
    problem: str | None = None


@dataclass(kw_only=True)
class RankingResult:
    """``certify``: the skill played against corpus skills, fitted by Bradley–Terry on the Elo scale."""

    status: Literal["ran", "failed", "skipped"]
    elo: float | None = None
    """``None`` when no pair could be judged: unmeasured, never a low rating."""
    ci_low: float | None = None
    ci_high: float | None = None
    confidence: float = 0.95
    percentile: float | None = None
    """Share of the rated corpus skills rated below the skill (ties count half), 0–100; ``None`` when the
    corpus was never rated against itself (``skillgrade init`` with a model), never 0 or 100 by default."""
    corpus_rated: int = 0
    """Corpus skills with a rating from judged games: the percentile's population."""
    corpus_games: int = 0
    """Judged games among corpus skills behind their ratings (``skillgrade init``'s sparse round)."""
    win_rate: float | None = None
    position_bias: float | None = None
    """Share of judged pairs whose verdict flipped with the order."""
    pairs: int = 0
    pairs_judged: int = 0
    corpus_size: int = 0
    opponents: list[OpponentResult] = field(default_factory=list)
    calls: int = 0
    cached_calls: int = 0
    duration_ms: float | None = None
    reason: str | None = None


@dataclass(kw_only=True)
class LiftResult:
    """The skill's ``evals/evals.json`` run with and without it (the Action at deep depth; see ``skillgrade lift``).

    ``lift`` is mean(with) − mean(without) over the cases scored in both arms, with a seeded paired
    bootstrap interval; ``None`` (unmeasured, with the reason) when the evals are invalid or no case
    could be scored in both arms, never 0.
    """

    status: Literal["ran", "failed", "invalid"]
    agent: str | None = None
    evals_format: str | None = None
    repeats: int = 0
    cases: int = 0
    cases_scored: int = 0
    errored_runs: int = 0
    with_mean: float | None = None
    without_mean: float | None = None
    lift: float | None = None
    ci_low: float | None = None
    ci_high: float | None = None
    p_value: float | None = None
    test: str | None = None
    mde: float | None = None
    """The smallest lift these cases and repeats detect at 80 % power."""
    min_lift: float | None = None
    """The gate, when one was set."""
    reason: str | None = None
    usage: ModelUsage | None = None

    def meets(self, min_lift: float) -> bool:
        """The interval's lower bound is at least ``min_lift`` (an unmeasured lift never meets it)."""
        return self.ci_low is not None and self.ci_low >= min_lift - 1e-12


@dataclass(kw_only=True)
class ExpectedLiftResult:
    """A static estimate of how much the skill helps an agent (``skillgrade.scoring.expected_lift``).

    Its own figure beside the composite: never folded into it, never on the badge. ``value`` is on
    [0, 1] (``knowledge`` × ``focus``); ``validated_on`` says what it was checked against, and
    ``predictive`` is true only when Spearman ρ with measured lift reached 0.3 on that test split.
    """

    value: float
    knowledge: float
    """Checkable items per 100 words against the density at which it is full, scaled down for few items."""
    focus: float
    """1 for a focused skill; lower with each references/ file and with content past 3,000 words."""
    checkable_items: int
    content_words: int
    reference_files: int
    validated_on: str
    validation_n: int | None = None
    validation_rho: float | None = None
    validation_ci_low: float | None = None
    validation_ci_high: float | None = None
    predictive: bool = False

    def summary(self) -> str:
        """One line for the text and Markdown reports."""
        verdict = "predictive" if self.predictive else "not shown to predict lift"
        return f"{self.value:.2f} of 1 (static estimate, not in the score; {self.validated_on}: {verdict})"


@dataclass(kw_only=True)
class SkillResult:
    path: str
    """The SKILL.md, as given or found."""
    folder: str
    name: str
    content_hash: str
    passed: bool
    composite: CompositeResult
    dimensions: dict[str, DimensionResult]
    layers: list[LayerResult]
    findings: list[Finding]
    priorities: list[Priority]
    gate: list[str] = field(default_factory=list)
    """Why the gate failed for this skill; empty when it passed."""
    ranking: RankingResult | None = None
    """Set by ``certify`` only."""
    lift: LiftResult | None = None
    """Set by the Action at deep depth for a changed skill with ``evals/evals.json``."""
    degraded: list[str] = field(default_factory=list)
    """Each layer the requested depth needed that failed for this skill: ``"judge: <reason>"``."""
    expected_lift: ExpectedLiftResult | None = None
    """The static expected-lift estimate; ``None`` when the skill could not be read or scored."""


@dataclass(kw_only=True)
class ManifestResult:
    path: str
    kind: Literal["plugin", "marketplace"]
    passed: bool
    findings: list[Finding]


@dataclass(kw_only=True)
class Summary:
    skills: int
    scored: int
    passed: int
    failed: int
    manifests: int
    mean_score: float | None
    min_score: float | None
    badges: dict[str, int]
    findings: dict[str, int]
    """Unsuppressed findings by severity."""
    usage: ModelUsage | None = None
    """Model calls of the whole run; ``None`` when no layer called a model."""


@dataclass(kw_only=True)
class ToolInfo:
    name: Literal["skillgrade"] = "skillgrade"
    version: str


@dataclass(kw_only=True)
class ShardInfo:
    """Which part of a sharded run (``--shard I/N``) a report covers, so ``skillgrade merge`` can
    refuse an incomplete, duplicated or mixed set."""

    index: int = field(metadata={"ge": 1})
    count: int = field(metadata={"ge": 1})
    commit: str | None = None
    """The git commit the shard scored (``HEAD`` of the repository); ``None`` outside a repository."""


@dataclass(kw_only=True)
class Report:
    version: Literal["1.0"] = REPORT_VERSION
    tool: ToolInfo
    generated_at: str
    depth: Depth
    threshold: float | None
    fail_on: Literal["error", "warning", "never"]
    """Lowest finding severity that failed the gate in this run."""
    allow_degraded: bool = False
    """Degraded skills (see ``SkillResult.degraded``) were gated on what was measured instead of failing the run."""
    passed: bool
    composite: CompositeResult | None = None
    """The skill's composite when the run covered exactly one skill; else ``None`` (see ``skills``)."""
    dimensions: dict[str, DimensionResult] | None = None
    layers: list[LayerResult] | None = None
    summary: Summary
    skills: list[SkillResult]
    manifests: list[ManifestResult] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)
    """Findings that belong to no skill (symlinks out of the tree, unreadable paths)."""
    shard: ShardInfo | None = None
    """Set by ``--shard I/N``: the part of the run this report covers; ``None`` for a whole run."""


def bind_layer_types() -> None:
    """Make the model layers' result types (``JudgeSample``, ``MonteCarloStats``) resolvable in the
    annotations above, for code that reads them: the JSON writer, the schema, pydantic at the edges.

    They are imported here on demand, not at the top: a quick run never builds one, and their ten
    dataclasses were a few milliseconds of every pre-commit hook's start-up."""
    from skillgrade.layers.judge.result import JudgeSample
    from skillgrade.layers.monte_carlo.result import MonteCarloStats

    globals().update(JudgeSample=JudgeSample, MonteCarloStats=MonteCarloStats)
