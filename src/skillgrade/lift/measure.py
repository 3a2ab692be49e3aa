"""One lift measurement from a skill folder to a :class:`~skillgrade.lift.outputs.Summary`.

Shared by ``skillgrade lift`` (any agents, files written under ``--out``) and the Action at deep
depth (the ``llm`` agent on the judge's model, summarised into the PR comment as a
:class:`~skillgrade.report.model.LiftResult`).
"""

from __future__ import annotations

import shlex
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from skillgrade.agents.base import SkillInfo
from skillgrade.errors import ModelSetupError, UsageError
from skillgrade.lift import formats
from skillgrade.lift.agents import ARMS, Arm
from skillgrade.lift.runner import RunRecord, run_suite
from skillgrade.llm.types import Usage
from skillgrade.skill.loader import load_skill

if TYPE_CHECKING:
    from skillgrade.agents.container import ContainerSpec
    from skillgrade.layers.judge.stage import JudgeOptions
    from skillgrade.lift.agents import LiftAgent
    from skillgrade.lift.outputs import Summary
    from skillgrade.report.model import LiftResult, ModelUsage


@dataclass(frozen=True, slots=True)
class Target:
    root: Path
    skill_md: Path
    suite: formats.EvalSuite
    info: SkillInfo


@dataclass(slots=True)
class Runs:
    records: list[RunRecord]
    labels: list[str]
    usage: Usage
    calls: int
    cached_calls: int
    judge_model: str | None = None
    """The model that graded rubric items; None when there was no judge."""
    attempts: int = 0
    """HTTP requests sent, retries and failures included."""


def has_evals(root: Path) -> bool:
    return (root / formats.EVALS_FILE).is_file()


def load_target(skill: Path, evals_path: Path | None = None) -> Target:
    """The skill at ``skill`` (its folder or its SKILL.md) and its evals; UsageError/EvalsError otherwise."""
    root = skill.parent if skill.is_file() else skill
    if not (root / "SKILL.md").is_file():
        raise UsageError(f"{skill}: no SKILL.md here")
    loaded = load_skill(root / "SKILL.md", root.parent.resolve(), root.name)
    suite = formats.load(root, loaded.name, evals_path)
    info = SkillInfo(loaded.name, loaded.description or "", loaded.body, loaded.root)
    return Target(root.resolve(), loaded.skill_md, suite, info)


async def run_agents(
    target: Target,
    agent_flags: Sequence[str],
    judge: JudgeOptions | None,
    *,
    repeats: int,
    timeout: float | None = None,
    agent_model: str | None = None,
    skills_dir: str | None = None,
    arms: Sequence[Arm] = ARMS,
    judge_model: str | None = None,
    container: ContainerSpec | None = None,
) -> Runs:
    """Every scorable case in each of ``arms``, ``repeats`` times, through every agent of
    ``agent_flags`` (``llm``, ``claude``, ``codex`` or a command with ``{prompt}``).

    ``judge_model`` (the evals' ``defaults.judge_model``, or ``--judge-model``) grades rubric items
    on the judge's provider; without it the first ``--model`` does. With ``container`` the command
    agents run inside it (the ``llm`` agent has no shell and runs on the host either way)."""
    from skillgrade.lift.agents import CommandLiftAgent, LLMLiftAgent
    from skillgrade.llm.cache import DiskCache
    from skillgrade.llm.client import LLMClient, create_client

    clients: list[LLMClient] = []
    cache = DiskCache(judge.cache_dir) if judge is not None and judge.use_cache else None
    judge_client = None
    if judge is not None:
        grader = judge.providers[0]
        if judge_model:
            grader = grader.model_copy(update={"model": judge_model})
        judge_client = create_client(grader, cache=cache, offline=judge.offline)
        clients.append(judge_client)
    try:
        agents: list[LiftAgent] = []
        for flag in agent_flags:
            if flag == "llm":
                if judge is None:
                    raise ModelSetupError("the llm agent needs a model: give --provider and --model")
                provider = judge.providers[0]
                if agent_model:
                    provider = provider.model_copy(update={"model": agent_model})
                client = create_client(provider, cache=cache, offline=judge.offline)
                clients.append(client)
                agents.append(LLMLiftAgent(client))
            elif flag in ("claude", "codex"):
                agents.append(CommandLiftAgent.preset(flag, container=container))
            else:
                try:
                    argv, folder = shlex.split(flag), skills_dir or ".claude/skills"
                    agents.append(CommandLiftAgent(argv, skills_dir=folder, container=container))
                except ValueError as exc:
                    raise UsageError(f"--agent {flag!r}: {exc}") from None
        labels = [a.label for a in agents]
        if len(set(labels)) != len(labels):
            raise UsageError("the same --agent is given twice")
        concurrency = judge.providers[0].concurrency if judge is not None else 4
        records = await run_suite(
            target.suite, target.info, agents, judge_client, repeats=repeats, concurrency=concurrency,
            skill_root=target.root, timeout=timeout, arms=arms,
        )  # fmt: skip
    finally:
        for client in clients:
            await client.aclose()
    usage = Usage()
    for record in records:
        usage = usage + record.run.usage
        if record.grade is not None:
            usage = usage + record.grade.judge_usage
    return Runs(
        records,
        labels,
        usage,
        calls=sum(c.answers_received for c in clients),
        cached_calls=sum(c.cache_hits for c in clients),
        judge_model=judge_client.model if judge_client is not None else None,
        attempts=sum(c.calls_made for c in clients),
    )


async def measure_for_report(
    root: Path, judge: JudgeOptions, *, repeats: int = 3, seed: int = 0, min_lift: float | None = None
) -> LiftResult:
    """The Action's lift of the skill at ``root`` with the ``llm`` agent; never raises for bad evals or a
    failed model: the result is then unmeasured with the reason."""
    from skillgrade.lift.outputs import summarise_runs
    from skillgrade.report.model import LiftResult
    from skillgrade.report.summary import model_usage

    try:
        target = load_target(root)
    except UsageError as exc:
        return LiftResult(status="invalid", min_lift=min_lift, reason=str(exc))
    try:
        runs = await run_agents(target, ("llm",), judge, repeats=repeats)
    except (ModelSetupError, UsageError) as exc:
        return LiftResult(status="failed", min_lift=min_lift, reason=str(exc))
    summary = summarise_runs(
        target.suite, runs.records, runs.labels, repeats=repeats, seed=seed, min_lift=min_lift,
        judge_model=runs.judge_model,
    )  # fmt: skip
    usage = model_usage(runs.usage, runs.calls, runs.cached_calls, judge.providers[0].prices, runs.attempts)
    return to_report(summary, usage)


def to_report(summary: Summary, usage: ModelUsage | None) -> LiftResult:
    """The first agent's overall lift, as the report and the PR comment show it."""
    from skillgrade.report.model import LiftResult

    agent = summary.agents[0]
    overall = agent.overall
    reason = None
    if overall.lift is None:
        errors = [e for case in agent.cases for e in case.errors]
        reason = "no case was scored in both arms" + (f": {errors[0]}" if errors else "")
    return LiftResult(
        status="ran" if overall.lift is not None else "failed",
        agent=agent.agent,
        evals_format=summary.evals_format,
        repeats=summary.repeats,
        cases=len(agent.cases),
        cases_scored=overall.n_cases,
        errored_runs=agent.errored_runs,
        with_mean=overall.with_mean,
        without_mean=overall.without_mean,
        lift=overall.lift,
        ci_low=overall.ci_low,
        ci_high=overall.ci_high,
        p_value=overall.p_value,
        test=overall.test,
        mde=overall.mde,
        min_lift=summary.min_lift,
        reason=reason,
        usage=usage,
    )
