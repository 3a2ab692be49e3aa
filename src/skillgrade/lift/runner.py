"""Run every scorable case in each arm, R repeats, through every agent, concurrently; grade each run."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from skillgrade.agents.base import SkillInfo
from skillgrade.lift.agents import ARMS, Arm, Client, LiftAgent, LiftRun, LiftTask
from skillgrade.lift.formats import EvalSuite
from skillgrade.lift.grading import Grade, grade


@dataclass(slots=True)
class RunRecord:
    agent: str
    case_id: str
    arm: Arm
    repeat: int
    run: LiftRun
    grade: Grade | None
    """None for an errored run: it is reported, never scored."""

    @property
    def score(self) -> float | None:
        return self.grade.score if self.grade is not None else None


async def run_suite(
    suite: EvalSuite,
    skill: SkillInfo,
    agents: Sequence[LiftAgent],
    judge: Client | None,
    *,
    repeats: int = 3,
    concurrency: int = 4,
    skill_root: Path | None = None,
    timeout: float | None = None,
    on_done: Callable[[RunRecord], None] | None = None,
    arms: Sequence[Arm] = ARMS,
) -> list[RunRecord]:
    gate = asyncio.Semaphore(concurrency)

    async def one(agent: LiftAgent, task: LiftTask) -> RunRecord:
        async with gate:
            run = await agent.run(task)
            graded = None if run.error else await grade(judge, task.case, run, task.repeat)
        record = RunRecord(agent.label, task.case.id, task.arm, task.repeat, run, graded)
        if on_done is not None:
            on_done(record)
        return record

    jobs = [
        one(agent, LiftTask(case, arm, repeat, skill, timeout or suite.timeout_sec, skill_root))
        for agent in agents
        for case in suite.cases
        if case.scorable
        for repeat in range(repeats)
        for arm in arms
    ]
    return list(await asyncio.gather(*jobs))
