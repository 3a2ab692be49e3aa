"""The judge layer over many skills: every pass of every judge, concurrently, then one
aggregate per dimension (mean on [0, 1], a confidence interval, the ratings behind it)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping, Sequence

from pydantic import BaseModel, Field

from skillgrade.layers.judge.content import gather
from skillgrade.layers.judge.result import JudgeSample
from skillgrade.layers.judge.rubric import RUBRIC_DIMENSIONS, to_unit
from skillgrade.layers.judge.run import Client, JudgeSettings, PassRecord, judge_pass
from skillgrade.llm.types import Usage
from skillgrade.skill.model import Skill

Progress = Callable[[int], None]
"""Called with the number of passes just finished."""


class JudgeOutcome(BaseModel):
    """The judge layer's result for one skill."""

    samples: list[JudgeSample] = Field(default_factory=list)
    cut: list[str] = Field(default_factory=list)
    """Files shortened or not sent to the judge (token budget)."""
    stripped: list[str] = Field(default_factory=list)
    """``path:line`` of lines replaced in the judge's copy (flagged by ``EVALUATOR_INJECTION``)."""
    calls: int = 0
    """Answers received from the model."""
    attempts: int = 0
    """HTTP requests sent for this skill, retries and failed calls included."""
    cached_calls: int = 0
    usage: Usage = Field(default_factory=Usage)
    context: str | None = None
    """How the requests were fitted to the model's context window, when its size was known."""
    error: str | None = None
    """Set when the layer could not judge this skill at all."""


class DimensionJudgement(BaseModel):
    score: float | None
    """Mean of the usable ratings on [0, 1]; ``None`` when no judge gave one."""
    ci_low: float | None = None
    ci_high: float | None = None
    values: list[float | None]
    """Each pass's value on [0, 1] (``None`` = unscored), in judge order."""
    unscored: list[str]
    """Why passes gave no value."""


async def judge_skill(
    skill: Skill,
    clients: Sequence[Client],
    settings: JudgeSettings,
    progress: Progress | None = None,
    strip: Mapping[str, frozenset[int]] | None = None,
) -> JudgeOutcome:
    """``strip``: lines to remove from the judge's copy (see :func:`content.flagged_lines`)."""
    content = gather(skill, settings.budget_tokens, strip)
    name, description = skill.name, skill.description or ""

    async def one(client: Client, index: int) -> PassRecord:
        record = await judge_pass(client, name, description, content, index, settings)
        if progress is not None:
            progress(1)
        return record

    records = await asyncio.gather(*(one(c, i) for c in clients for i in range(settings.samples)))
    outcome = JudgeOutcome(cut=content.cut, stripped=content.stripped)
    for record in records:
        outcome.samples.append(record.sample)
        outcome.attempts += record.attempts
        for response in record.responses:
            outcome.usage = outcome.usage + (Usage() if response.cached else response.usage)
            if response.cached:
                outcome.cached_calls += 1
            else:
                outcome.calls += 1
    return outcome


def aggregate(outcome: JudgeOutcome) -> dict[str, DimensionJudgement]:
    """Per judged dimension: the mean over passes, with a t-interval when two or more passes scored."""
    from skillgrade.scoring.agreement import mean_ci

    per_dimension: dict[str, tuple[list[float | None], list[str]]] = {}
    for sample in outcome.samples:
        for name in RUBRIC_DIMENSIONS:
            verdict = sample.verdicts[name]
            value = None if verdict.rating is None else to_unit(verdict.rating)
            values, reasons = per_dimension.setdefault(name, ([], []))
            values.append(value)
            if verdict.unscored:
                reasons.append(verdict.unscored)
        values, reasons = per_dimension.setdefault("triggering_accuracy", ([], []))
        values.append(sample.triggering.f1)
        if sample.triggering.unscored:
            reasons.append(sample.triggering.unscored)
    result = {}
    for name, (values, reasons) in per_dimension.items():
        usable = [v for v in values if v is not None]
        interval = mean_ci(usable) if usable else None
        result[name] = DimensionJudgement(
            score=None if interval is None else interval.mean,
            ci_low=None if interval is None else interval.low,
            ci_high=None if interval is None else interval.high,
            values=values,
            unscored=list(dict.fromkeys(reasons)),
        )
    return result
