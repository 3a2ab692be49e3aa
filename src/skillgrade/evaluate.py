"""Evaluating skills: discovery, rules, layers, scores and gates, into one :class:`Report`.

This is the core entry point; the CLI, the pre-commit hook and the Action all call
:func:`evaluate`. It never raises for anything inside a skill: problems there are findings, and
a bug met while checking one skill becomes an ``INTERNAL_ERROR`` finding on that skill only.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Literal, TypeVar

from skillgrade.config import Config
from skillgrade.errors import ConfigError, ModelSetupError
from skillgrade.findings import Finding, Severity, blocking_severities
from skillgrade.layers.scorecard import SubScore
from skillgrade.layers.static import ECOSYSTEM_UNMEASURED, scored_view, static_sub_scores
from skillgrade.record import dataclass
from skillgrade.report.model import (
    Depth,
    LayerResult,
    ManifestResult,
    Report,
    SkillResult,
    SubScoreResult,
)
from skillgrade.report.summary import assemble_report, skills_usage
from skillgrade.rules import SKILL_FAMILIES, CheckContext, all_rules, suppress
from skillgrade.rules.load import INTERNAL_ERROR, PATH_OUTSIDE_TREE
from skillgrade.rules.security.injection import EVALUATOR_INJECTION
from skillgrade.scoring import degraded
from skillgrade.scoring.assemble import Identity, LayerScores, assemble
from skillgrade.scoring.dimensions import STATIC_TO_DIMENSION
from skillgrade.scoring.expected_lift import estimate_expected_lift
from skillgrade.selection import Selection, select, workers
from skillgrade.selection import display as _display
from skillgrade.skill.loader import load_skill
from skillgrade.skill.model import Skill
from skillgrade.skill.siblings import SiblingEntry, SiblingIndex, sibling_entries
from skillgrade.skill.text import read_text

if TYPE_CHECKING:
    from skillgrade.ci.shard import Shard
    from skillgrade.layers.judge.stage import JudgeOptions
    from skillgrade.layers.monte_carlo.stage import DeepOptions

"""The security rule whose flagged lines never count as substance (its findings, not its detector)."""

_T = TypeVar("_T")

SCAN_ONLY = "a scan of some rule families only (skillgrade scan): the quality rules and the score were not run"


@dataclass(frozen=True, slots=True)
class Options:
    depth: Depth = "quick"
    debug: bool = False
    jobs: int = 0
    """Worker processes for large runs; 0 picks one per CPU, 1 scores everything in this process."""
    judge: JudgeOptions | None = None
    """Models and settings of the judge layer; required at standard depth."""
    deep: DeepOptions | None = None
    """Monte Carlo settings at deep depth; its ``judge`` field drives the judge layer too."""
    shard: Shard | None = None
    """Score only the skills of this shard (see :mod:`skillgrade.ci.shard`); ``None``: all."""
    allow_degraded: bool = False
    """Gate a skill whose model layer failed on what was measured, instead of failing the run
    (see :mod:`skillgrade.scoring.degraded`)."""
    families: tuple[str, ...] | None = None
    """Run only these rule families (``skillgrade scan`` runs ``("security",)``); ``None``: all.

    A subset of the families is a scan, not a score: the static layer, the sibling index and the
    composite are not computed (a score without the quality rules would not be the skill's score)."""

    @property
    def scores(self) -> bool:
        return self.families is None


def evaluate(
    paths: list[Path], config: Config, options: Options | None = None, selection: Selection | None = None
) -> Report:
    """Score the skills below ``paths``; ``selection``: those :func:`skillgrade.selection.select`
    chose from the same ``paths``, ``config`` and shard before this module was imported."""
    options = options or Options()
    _check_rule_ids(config)
    selection = selection or select(paths, config, options.shard)
    found, targets, cwd = selection.found, selection.targets, selection.cwd
    score = functools.partial(_score_batch, cwd=cwd, config=config, options=options)
    base = CheckContext(targets=tuple(config.targets))
    manifests: list[ManifestResult] = []

    def check_manifests() -> None:
        manifests[:] = [_check_manifest(t.path, t.tree_root, cwd, config, options) for t in found.manifests]

    skills = None
    if workers(options.jobs, len(targets)) > 1:
        _import_for_workers()  # while the sibling index is made, if it is made early
        early = selection.siblings() if options.scores else None
        skills = _in_parallel(score, targets, options, base, meanwhile=check_manifests, early=early)
    if skills is None:
        context = replace(base, siblings=_siblings(targets) if options.scores else None)
        skills = score(targets, context)
        del context  # the sibling index is not needed for the report: let its memory be reused
        check_manifests()
    if options.depth == "deep":
        skills = _deep(skills, targets, config, options)
    elif options.depth != "quick":
        skills = _judge(skills, targets, config, options)
    loose = [
        PATH_OUTSIDE_TREE.finding(_display(p, cwd), None, f"'{_display(p, cwd)}' points outside the tree; not followed")
        for p in found.outside_links
    ]
    return build_report(skills, manifests, loose, config, options)


def _judge(
    skills: list[SkillResult], targets: list[tuple[Path, Path]], config: Config, options: Options
) -> list[SkillResult]:
    from skillgrade.layers.judge.stage import run_judge_stage  # the quick path never imports a provider

    if options.judge is None or not options.judge.providers:
        raise ModelSetupError(f"--depth {options.depth} needs a model: give --provider and --model")
    return run_judge_stage(skills, targets, options.judge, blocking=blocking_for(config), threshold=config.threshold)


def _deep(
    skills: list[SkillResult], targets: list[tuple[Path, Path]], config: Config, options: Options
) -> list[SkillResult]:
    from skillgrade.layers.monte_carlo.stage import run_deep_stage  # numpy and scipy load only here

    if options.deep is None or not options.deep.judge.providers:
        raise ModelSetupError("--depth deep needs a model: give --provider and --model")
    return run_deep_stage(skills, targets, options.deep, blocking=blocking_for(config), threshold=config.threshold)


def _siblings(
    targets: list[tuple[Path, Path]],
    read: Callable[[list[Path]], list[SiblingEntry | None]] | None = None,
    early: SiblingIndex | None = None,
) -> SiblingIndex | None:
    """The family each skill is compared with: the run's skills and the folders beside them
    (``early``: that index, made while this module was imported, see :mod:`skillgrade.selection`)."""
    if not targets:
        return None
    if early is not None:
        index = early
    else:
        index = SiblingIndex.build([path for path, _ in targets], {root for _, root in targets}, read)
    return index if len(index) >= 2 else None


def _score_batch(
    targets: list[tuple[Path, Path]], context: CheckContext, *, cwd: Path, config: Config, options: Options
) -> list[SkillResult]:
    return [_score_skill(skill_md, tree_root, cwd, config, context, options) for skill_md, tree_root in targets]


def _in_parallel(
    score: Callable[[list[tuple[Path, Path]], CheckContext], list[SkillResult]],
    targets: list[tuple[Path, Path]],
    options: Options,
    base: CheckContext,
    meanwhile: Callable[[], None],
    early: SiblingIndex | None = None,
) -> list[SkillResult] | None:
    """Score ``targets`` in worker processes, keeping their order; ``None``: score them here
    (``meanwhile`` not called).

    Unless the sibling index was made before (``early``), the pool works twice: first it reads
    and shingles every skill of the family for the sibling index (banding and counting the shared
    lines, which need every skill, stay in this process), then it scores. Each batch travels with
    the sibling answers for its own skills only. While the workers score, this process does
    ``meanwhile`` (the manifests): on cores the workers keep busy it costs half its time, after
    them all of it."""
    import multiprocessing  # imported here: small runs (the pre-commit hook) never need it
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    count = workers(options.jobs, len(targets))
    if count <= 1 or "fork" not in multiprocessing.get_all_start_methods():
        return None
    try:
        with ProcessPoolExecutor(max_workers=count, mp_context=multiprocessing.get_context("fork")) as pool:

            def read(paths: list[Path]) -> list[SiblingEntry | None]:
                return [entry for chunk in pool.map(sibling_entries, _batches(paths, count)) for entry in chunk]

            index = _siblings(targets, read, early) if options.scores else None
            batches = _batches(targets, count)
            contexts = [
                replace(base, siblings=None if index is None else index.answers_for(p for p, _ in batch))
                for batch in batches
            ]
            del index
            scored = pool.map(score, batches, contexts)  # every batch is submitted here
            meanwhile()
            return [result for batch in scored for result in batch]
    except (OSError, BrokenProcessPool):  # no semaphores or /dev/shm in some sandboxes
        return None


WORKER_IMPORTS = ("tree_sitter", "difflib")
"""Modules scoring imports on first use (the parsers' runtime, suggestions for a misspelt field)
that nearly every large run needs."""
WORKER_GRAMMARS = ("tree_sitter_bash", "tree_sitter_javascript", "tree_sitter_typescript")
"""The grammars nearly every large run loads (:func:`skillgrade.rules.security.behaviour.grammars.binding`)."""


def _import_for_workers() -> None:
    """Import before the workers fork what each of them would otherwise import on first use: the
    language analysers (about 35 ms), :data:`WORKER_IMPORTS` and :data:`WORKER_GRAMMARS` (about
    15 ms). Each worker saved that CPU; this process pays it once, while the early reader reads the
    sibling family."""
    import importlib

    from skillgrade.rules.security.behaviour import grammars, languages

    analysers = getattr(languages, "_MODULES", {}).values()  # the analysers it imports on first use
    for name in (*(f"{languages.__package__}.{module}" for module in analysers), *WORKER_IMPORTS):
        importlib.import_module(name)
    for package in WORKER_GRAMMARS:
        grammars.binding(package)


def _batches(items: list[_T], workers: int) -> list[list[_T]]:
    """Twenty-four batches a worker (at least 4 items each). One real skill can cost a tenth of a
    run (a 70 kB SKILL.md with 60 reference files): in a batch of 27 it left the other worker idle
    for a tenth of the run's wall time; small batches let the other worker take the rest."""
    size = max(4, len(items) // (workers * 24))
    return [items[i : i + size] for i in range(0, len(items), size)]


def _check_rule_ids(config: Config) -> None:
    if not config.disable and not config.severity:
        return
    known = set(all_rules()) | {"ALL"}
    unknown = sorted({*config.disable, *config.severity} - known)
    if unknown:
        where = f" in {config.source}" if config.source else ""
        raise ConfigError(
            f"unknown rule id{'s' if len(unknown) > 1 else ''}{where}: {', '.join(unknown)} (see `skillgrade rules`)"
        )


def _score_skill(
    skill_md: Path, tree_root: Path, cwd: Path, config: Config, context: CheckContext, options: Options
) -> SkillResult:
    display_root = _display(skill_md.parent, cwd)
    started = time.perf_counter()
    skill = Skill(root=skill_md.parent, skill_md=skill_md, display_root=display_root, tree_root=tree_root)
    try:
        skill = load_skill(skill_md, tree_root, display_root)
        findings = _run_rules(skill, context, options)
        sub_scores = {}
        estimate = None
        if options.scores and skill.loadable:
            discount = _discounted_lines(skill, findings, context)
            view = scored_view(skill, discount)
            sub_scores = static_sub_scores(skill, discount, view)
            estimate = estimate_expected_lift(skill, discount, view)
    except Exception as exc:  # a bug in skillgrade: report it on this skill, keep going
        if options.debug:
            raise
        findings = [_internal(skill.display_path, exc)]
        sub_scores, estimate = {}, None
    findings = _finalise(findings, skill, config)
    elapsed = (time.perf_counter() - started) * 1000
    result = _skill_result(skill, findings, sub_scores, elapsed, config, options)
    result.expected_lift = estimate if sub_scores else None
    return result


def _discounted_lines(skill: Skill, findings: list[Finding], context: CheckContext) -> frozenset[int]:
    """Lines that earn no substance credit: flagged as evaluator injection (contract 2: matched by
    rule id and line only), or boilerplate shared with many siblings."""
    injected = {
        f.line for f in findings if f.rule == EVALUATOR_INJECTION.id and f.path == skill.display_path and f.line
    }
    sibling = context.siblings.context(skill.skill_md) if context.siblings is not None else None
    boilerplate = sibling.boilerplate_lines if sibling is not None else frozenset()
    return frozenset(injected) | boilerplate


def _run_rules(skill: Skill, context: CheckContext, options: Options) -> list[Finding]:
    findings: list[Finding] = []
    for name, family in SKILL_FAMILIES.items():
        if options.families is not None and name not in options.families:
            continue
        try:
            findings.extend(family.check(skill, context))
        except Exception as exc:
            if options.debug:
                raise
            findings.append(_internal(skill.display_path, exc))
    return findings


def _internal(path: str, exc: BaseException) -> Finding:
    import traceback  # only on the error path: it costs start-up time

    frame = traceback.extract_tb(exc.__traceback__)[-1] if exc.__traceback__ else None
    where = f" at {Path(frame.filename).name}:{frame.lineno}" if frame else ""
    return INTERNAL_ERROR.finding(path, None, f"internal error {type(exc).__name__}: {exc}{where}")


def _finalise(findings: list[Finding], skill: Skill, config: Config) -> list[Finding]:
    if config.severity:
        findings = [replace(f, severity=config.severity[f.rule]) if f.rule in config.severity else f for f in findings]
    inline = {}
    for path in {f.path for f in findings}:
        text = skill.text if path == skill.display_path else _text_of(skill, path)
        if text:
            inline[path] = suppress.parse_inline(text)
    findings = suppress.apply(findings, set(config.disable), inline)
    return sorted(findings, key=Finding.sort_key)


def _text_of(skill: Skill, display: str) -> str | None:
    prefix = "" if skill.display_root == "." else skill.display_root + "/"
    if not display.startswith(prefix):
        return None
    result = read_text(skill.root / display[len(prefix) :])
    return getattr(result, "text", None)


def blocking_for(config: Config) -> set[Severity]:
    return set(blocking_severities(config.fail_on))


def _skill_result(
    skill: Skill,
    findings: list[Finding],
    sub_scores: dict[str, SubScore],
    elapsed_ms: float,
    config: Config,
    options: Options,
) -> SkillResult:
    scores = LayerScores()
    for name, sub in sub_scores.items():
        scores.values[STATIC_TO_DIMENSION[name]] = {"static": sub.score}
    if sub_scores and "ecosystem_coherence" not in sub_scores:
        scores.unmeasured["ecosystem_coherence"] = ECOSYSTEM_UNMEASURED
    anti = [f.rule for f in findings if f.anti_pattern and not f.suppressed]
    unscored = None if options.scores else SCAN_ONLY
    static_layer = LayerResult(
        name="static",
        status="ran" if sub_scores else "skipped" if unscored else "failed",
        duration_ms=round(elapsed_ms, 2),
        reason=None if sub_scores else unscored or "SKILL.md could not be read or checked",
        anti_patterns=anti,
        sub_scores={
            name: SubScoreResult(score=sub.score, dimension=STATIC_TO_DIMENSION[name], criteria=sub.criteria)
            for name, sub in sub_scores.items()
        },
    )
    identity = Identity(skill.display_path, skill.display_root, skill.name, skill.content_hash)
    return assemble(
        identity,
        scores,
        findings,
        sub_scores,
        [static_layer, *_skipped_layers(options.depth)],
        depth_run="quick",
        blocking=blocking_for(config),
        threshold=config.threshold,
        unscored_reason=unscored,
    )


def _skipped_layers(depth: Depth) -> list[LayerResult]:
    """The layers this depth does not run; the judge's own result replaces its entry at standard depth."""
    reason = f"not run at {depth} depth"
    return [LayerResult(name=name, status="skipped", reason=reason) for name in ("judge", "monte_carlo")]


def _check_manifest(path: Path, tree_root: Path, cwd: Path, config: Config, options: Options) -> ManifestResult:
    from skillgrade.rules import manifest  # only runs that meet a manifest pay for its import

    display = _display(path, cwd)
    kind: Literal["plugin", "marketplace"] = "marketplace" if path.name == "marketplace.json" else "plugin"
    try:
        findings = list(manifest.check_manifest(path, display, tree_root))
    except Exception as exc:
        if options.debug:
            raise
        findings = [_internal(display, exc)]
    findings = suppress.apply(findings, set(config.disable), {})
    blocking = blocking_for(config)
    passed = not any(f.severity in blocking for f in findings if not f.suppressed)
    return ManifestResult(path=display, kind=kind, passed=passed, findings=sorted(findings, key=Finding.sort_key))


def build_report(
    skills: list[SkillResult], manifests: list[ManifestResult], loose: list[Finding], config: Config, options: Options
) -> Report:
    blocking = blocking_for(config)
    if options.depth != "quick":
        skills = degraded.mark(
            skills, options.depth, allow=options.allow_degraded, blocking=blocking, threshold=config.threshold
        )
    return assemble_report(
        skills,
        manifests,
        loose,
        depth=options.depth,
        threshold=config.threshold,
        fail_on=config.fail_on,
        allow_degraded=options.allow_degraded,
        usage=skills_usage(skills),
    )
