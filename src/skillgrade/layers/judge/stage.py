"""Running the judge layer inside an evaluation: clients, concurrency, progress, merging.

Imported only at standard depth or deeper, so the quick path never loads httpx or the providers.
"""

from __future__ import annotations

import asyncio
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from skillgrade.findings import Severity
from skillgrade.layers.judge.layer import JudgeOutcome, Progress, judge_skill
from skillgrade.layers.judge.merge import merge
from skillgrade.layers.judge.run import Client, JudgeSettings
from skillgrade.llm.types import ProviderConfig
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
    try:
        with _progress_bar(options, results) as advance:
            judged = await asyncio.gather(
                *(
                    _judge_one(result, target, clients, options.settings, advance)
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
            merged.append(result)
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
    settings: JudgeSettings,
    advance: Progress | None,
) -> tuple[JudgeOutcome | None, float]:
    if result.composite.score is None:
        return None, 0.0
    skill = load_skill(target[0], target[1], result.folder)
    started = time.perf_counter()
    outcome = await judge_skill(skill, clients, settings, advance)
    return outcome, (time.perf_counter() - started) * 1000


class _progress_bar:
    """A rich progress bar over all judge passes, on a terminal only; a no-op context otherwise."""

    def __init__(self, options: JudgeOptions, results: list[SkillResult]) -> None:
        passes = len(options.providers) * options.settings.samples
        self.total = passes * sum(1 for r in results if r.composite.score is not None)
        self.enabled = options.progress and sys.stderr.isatty() and self.total > 1
        self.progress: object = None

    def __enter__(self) -> Progress | None:
        if not self.enabled:
            return None
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        progress = Progress(
            TextColumn("judging"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            console=Console(stderr=True),
            transient=True,
        )
        task = progress.add_task("judge", total=self.total)
        progress.start()
        self.progress = progress
        return lambda n: progress.advance(task, n)

    def __exit__(self, *exc: object) -> None:
        if self.progress is not None:
            self.progress.stop()  # type: ignore[attr-defined]
