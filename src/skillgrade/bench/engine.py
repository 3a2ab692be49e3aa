"""Running a benchmark: every skill × task × sample, concurrently, each attempt timed and evaluated."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field

from skillgrade.bench.evaluators import Judge, Verdict, evaluate, short
from skillgrade.bench.runners import (
    AgentFactory,
    AgentRunner,
    HttpRunner,
    MetadataRunner,
    Runner,
    Subject,
    SubprocessRunner,
    attempt,
)
from skillgrade.bench.schema import SKILL_METADATA_RUNNER, Benchmark, Task
from skillgrade.bench.scoring import Attempt, Status, Summary, TaskResult, summarise
from skillgrade.errors import UsageError

Progress = Callable[[int], None]
"""Called with the number of attempts just finished."""


@dataclass
class SkillResult:
    name: str
    root: str
    runner: str
    results: list[TaskResult]
    summary: Summary
    problem: str | None = None


@dataclass
class RunSettings:
    samples: int = 1
    k: int = 1
    concurrency: int = 4
    make_agent: AgentFactory | None = None
    judge: Judge | None = None
    progress: Progress | None = field(default=None, repr=False)


def runner_for(benchmark: Benchmark, subject: Subject, make_agent: AgentFactory | None) -> Runner:
    """The runner for one skill, or UsageError saying why it cannot run."""
    if benchmark.runner == SKILL_METADATA_RUNNER:
        if subject.skill_md is None and subject.manifest is None:
            raise UsageError(f"{subject.root}: no SKILL.md or skill.json to check")
        return MetadataRunner(subject)
    if subject.manifest_problem:
        raise UsageError(f"invalid skill.json: {subject.manifest_problem}")
    if make_agent is not None and subject.skill_md is not None:
        return AgentRunner(subject, make_agent)
    if subject.manifest is not None:
        if subject.manifest.adapterType == "subprocess":
            return SubprocessRunner(subject)
        if subject.manifest.adapterType == "http":
            return HttpRunner(subject)
        raise UsageError(f"{subject.root}: adapterType {subject.manifest.adapterType!r} is not supported")
    raise UsageError(
        f"{subject.root}: a SKILL.md skill runs through an agent; give --agent (llm, claude, codex or a command)"
    )


def plan(
    benchmark: Benchmark, subjects: list[Subject], make_agent: AgentFactory | None
) -> list[tuple[Subject, Runner]]:
    """Runners for every skill; all problems are collected and raised together, before anything runs."""
    planned: list[tuple[Subject, Runner]] = []
    problems: list[str] = []
    for subject in subjects:
        try:
            planned.append((subject, runner_for(benchmark, subject, make_agent)))
        except UsageError as exc:
            problems.append(str(exc))
    if problems:
        raise UsageError("cannot run these skills:\n" + "\n".join(f"  {p}" for p in problems))
    return planned


async def _one(runner: Runner, task: Task, sample: int, settings: RunSettings, limit: asyncio.Semaphore) -> Attempt:
    async with limit:
        outcome = await attempt(runner, task, sample)
        if outcome.error is not None:
            status: Status = "timeout" if outcome.timed_out else "error"
            result = Attempt(sample, status, 0.0, short(outcome.error, 500), outcome.latency_ms, outcome.output)
        else:
            try:
                verdict = await evaluate(task, outcome.output, settings.judge)
            except Exception as exc:  # an evaluator bug must not sink the run
                verdict = Verdict(None, None, f"unscored: evaluator failed: {type(exc).__name__}: {exc}")
            status = "unscored" if verdict.score is None else "passed" if verdict.passed else "failed"
            result = Attempt(sample, status, verdict.score, verdict.reason, outcome.latency_ms, outcome.output)
    if settings.progress is not None:
        settings.progress(1)
    return result


async def run_benchmark(
    benchmark: Benchmark, planned: list[tuple[Subject, Runner]], settings: RunSettings
) -> list[SkillResult]:
    limit = asyncio.Semaphore(settings.concurrency)
    skills: list[SkillResult] = []
    try:
        for subject, runner in planned:
            jobs = [
                [_one(runner, task, sample, settings, limit) for sample in range(settings.samples)]
                for task in benchmark.tasks
            ]
            flat = await asyncio.gather(*(job for per_task in jobs for job in per_task))
            results = [
                TaskResult(task, list(flat[i * settings.samples : (i + 1) * settings.samples]))
                for i, task in enumerate(benchmark.tasks)
            ]
            summary = summarise(benchmark, results, k=settings.k, samples=settings.samples)
            skills.append(SkillResult(subject.name, str(subject.root), runner.kind, results, summary))
    finally:
        for _, runner in planned:
            await runner.aclose()
    return skills
