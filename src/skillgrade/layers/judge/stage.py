"""Running the judge layer inside an evaluation: clients, concurrency, progress, merging.

Imported only at standard depth or deeper, so the quick path never loads httpx or the providers.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from skillgrade.findings import Severity
from skillgrade.layers.judge.content import flagged_lines
from skillgrade.layers.judge.fit import Fitted, fitted, judge_fitted
from skillgrade.layers.judge.layer import JudgeOutcome
from skillgrade.layers.judge.merge import merge
from skillgrade.layers.judge.run import Client, JudgeSettings
from skillgrade.llm.types import ProviderConfig
from skillgrade.progress import ProgressBars
from skillgrade.report.model import SkillResult
from skillgrade.skill.loader import load_skill


@dataclass(frozen=True, slots=True)
class JudgeOptions:
    providers: tuple[ProviderConfig, ...]
    """One per judge model; each runs ``settings.samples`` passes."""
    settings: JudgeSettings = field(default_factory=JudgeSettings)
    cache_dir: Path | None = None
    use_cache: bool = True
    offline: bool = False
    progress: bool = False
    """Draw progress bars on standard error."""
    context_tokens: int | None = None
    """The model's context window (``--context-tokens``); ``None``: ask the server (see ``llm/context.py``)."""


def run_judge_stage(
    results: list[SkillResult],
    targets: Sequence[tuple[Path, Path]],
    options: JudgeOptions,
    *,
    blocking: set[Severity],
    threshold: float | None,
) -> list[SkillResult]:
    """Judge every readable skill and return the results re-blended with the judge's scores."""
    return asyncio.run(_run(results, targets, options, blocking, threshold))


async def _run(
    results: list[SkillResult],
    targets: Sequence[tuple[Path, Path]],
    options: JudgeOptions,
    blocking: set[Severity],
    threshold: float | None,
) -> list[SkillResult]:
    from skillgrade.llm.cache import DiskCache
    from skillgrade.llm.client import create_client

    cache = DiskCache(options.cache_dir) if options.use_cache else None
    clients = [create_client(p, cache=cache, offline=options.offline) for p in options.providers]
    learned = cache.directory if cache is not None else None
    plan = await fitted(options.settings, options.providers, options.context_tokens, options.offline, learned)
    learn = learner(learned, options.providers)
    try:
        skills = sum(1 for r in results if r.composite.score is not None)
        passes = skills * len(options.providers) * options.settings.samples
        with ProgressBars({"skills": skills, "judge passes": passes}, enabled=options.progress) as bars:
            judged = await asyncio.gather(
                *(
                    _judge_one(result, target, clients, plan, bars, learn)
                    for result, target in zip(results, targets, strict=True)
                )
            )
    finally:
        for client in clients:
            await client.aclose()
    models = [p.model for p in options.providers]
    prices = options.providers[0].prices if options.providers else None
    merged = []
    for result, (outcome, elapsed) in zip(results, judged, strict=True):
        if outcome is None:
            merged.append(_not_judged(result, "SKILL.md could not be read, so there was nothing to judge"))
        else:
            merged.append(
                merge(
                    result,
                    outcome,
                    models=models,
                    prices=prices,
                    duration_ms=elapsed,
                    blocking=blocking,
                    threshold=threshold,
                )
            )
    return merged


async def _judge_one(
    result: SkillResult,
    target: tuple[Path, Path],
    clients: Sequence[Client],
    plan: Fitted,
    bars: ProgressBars,
    learn: Callable[[int, float], None] | None,
) -> tuple[JudgeOutcome | None, float]:
    if result.composite.score is None:
        return None, 0.0
    skill = load_skill(target[0], target[1], result.folder)
    started = time.perf_counter()
    strip = flagged_lines(result.findings, result.folder)
    outcome = await judge_fitted(skill, clients, plan, lambda count: bars.advance("judge passes", count), strip, learn)
    bars.advance("skills")
    return outcome, (time.perf_counter() - started) * 1000


def learner(directory: Path | None, providers: Sequence[ProviderConfig]) -> Callable[[int, float], None] | None:
    """Keep a window a rejection taught beside the answer cache, for every judge model of the run."""
    if directory is None:
        return None
    from skillgrade.llm.context import remember

    def learn(window: int, chars_per_token: float) -> None:
        for provider in providers:
            remember(directory, provider, window, chars_per_token)

    return learn


def _not_judged(result: SkillResult, reason: str) -> SkillResult:
    layers = [replace(layer, reason=reason) if layer.name == "judge" else layer for layer in result.layers]
    return replace(result, layers=layers)
