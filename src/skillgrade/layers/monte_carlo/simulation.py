"""N agent runs in parallel, early stopping, and the statistics of what the runs did.

Runs are scheduled in a fixed order, alternating should-trigger and should-not-trigger prompts
and cycling through each list, so run ``i`` is always the same (prompt, run index). Up to
``concurrency`` runs are in flight. Stopping is decided only at checkpoints on the *prefix* of
finished runs in schedule order (every ``check_every`` runs from ``min_runs``), so the result does
not depend on which run happened to finish first; runs past the stopping point are cancelled.
With early stopping on, a run starts only within :func:`lookahead` runs of the finished prefix,
which bounds the calls wasted on cancelled runs. Every call of run ``i`` queues at the shared
limiter with priority ``(0, i)``: the runs are the critical path, and the earliest unblock the prefix.
"""

from __future__ import annotations

import asyncio
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from skillgrade.agents.base import Agent, AgentRun, AgentTask, SkillInfo
from skillgrade.layers.monte_carlo import statistics as st
from skillgrade.layers.monte_carlo.grading import grade
from skillgrade.layers.monte_carlo.prompts import Client, PromptSet
from skillgrade.layers.monte_carlo.result import MonteCarloStats, PromptSetInfo, QueryTrigger, Rate, TriggerEval
from skillgrade.llm.limiter import CALL_PRIORITY
from skillgrade.llm.types import Usage

if TYPE_CHECKING:
    from skillgrade.agents.llm import ContextFit


MIN_LOADED_RUNS = 5
"""Runs that loaded the skill below which robustness and token efficiency stay unmeasured: a run the
skill never took part in says nothing about how the skill holds up or what it costs."""


@dataclass(frozen=True, slots=True)
class MonteCarloSettings:
    runs: int = 50
    concurrency: int = 8
    stop_width: float | None = 0.25
    """Stop once every interval the score depends on is narrower than this; None runs all ``runs``."""
    min_runs: int = 20
    check_every: int = 2
    seed: int = 0
    confidence: float = 0.95


@dataclass(slots=True)
class Simulation:
    stats: MonteCarloStats
    runs: list[tuple[AgentTask, AgentRun, float | None]] = field(default_factory=list)
    usage: Usage = field(default_factory=Usage)
    calls: int = 0
    cached_calls: int = 0
    finished: int = 0
    """Runs that finished, the wasted ones past the stopping point included."""
    answers_cut: int = 0
    """Graded answers (of the runs kept) cut to fit the grader's context or length limit."""
    ungraded: int = 0
    """Runs kept whose answer was to be graded but got no usable grade (failed call, no 1–5
    rating, or no room in the context window): they count in no quality figure."""


def schedule(prompts: PromptSet, runs: int) -> list[tuple[int, str, bool, int]]:
    """(prompt id, prompt, should_trigger, run index of this prompt) for every run, in order."""
    pos, neg = prompts.positives, prompts.negatives
    order: list[tuple[int, str, bool, int]] = []
    seen: dict[int, int] = {}
    for i in range(runs):
        use_pos = not neg or (bool(pos) and i % 2 == 0)
        k = (i // 2 if neg and pos else i) % (len(pos) if use_pos else len(neg))
        pid = k if use_pos else len(pos) + k
        text = pos[k] if use_pos else neg[k]
        order.append((pid, text, use_pos, seen.get(pid, 0)))
        seen[pid] = seen.get(pid, 0) + 1
    return order


async def simulate(
    agent: Agent,
    grader: Client | None,
    prompts: PromptSet,
    skill: SkillInfo,
    distractors: Sequence[SkillInfo],
    settings: MonteCarloSettings,
    progress: Callable[[int], None] | None = None,
    fit: ContextFit | None = None,
) -> Simulation:
    plan = schedule(prompts, settings.runs)
    window = lookahead(settings.concurrency)
    # scipy.stats takes ~0.3 s to import; do it off the event loop before the first checkpoint needs it
    warming = asyncio.create_task(asyncio.to_thread(st.clopper_pearson, 1, 2))
    done: list[tuple[AgentTask, AgentRun, float | None] | None] = [None] * len(plan)
    grading: dict[int, tuple[bool, bool]] = {}  # run -> (answer cut to fit, no usable grade)
    usage, counters = [Usage()], [0, 0]
    gate = asyncio.Semaphore(settings.concurrency)
    stop_at: list[int] = []

    checked = [0]
    moved = asyncio.Condition()

    def advance() -> None:
        """Check every checkpoint the finished prefix has reached; stop at the first that is narrow enough."""
        while not stop_at and checked[0] < len(plan) and done[checked[0]] is not None:
            checked[0] += 1
            if _checkpoint(checked[0], settings) and _narrow(_records(plan, done[: checked[0]]), settings):
                stop_at.append(checked[0])
                for late in tasks[checked[0] :]:
                    late.cancel()

    async def one(i: int) -> None:
        CALL_PRIORITY.set((0, i))
        _, text, label, index = plan[i]
        if settings.stop_width is not None:
            async with moved:
                await moved.wait_for(lambda: bool(stop_at) or i < checked[0] + window)
        async with gate:
            if stop_at and i >= stop_at[0]:
                return
            task = AgentTask(text, skill, tuple(distractors), run_index=index)
            run = await agent.run(task)
            quality = None
            if label and run.activated and not run.failed and run.answer is not None and grader is not None:
                graded = await grade(grader, skill.name, skill.description, text, run.answer, index, fit)
                quality = graded.score
                usage[0] = usage[0] + graded.usage
                counters[int(graded.cached)] += int(graded.sent)
                grading[i] = (graded.cut, graded.score is None)
        done[i] = (task, run, quality)
        if progress is not None:
            progress(1)
        advance()
        async with moved:
            moved.notify_all()

    tasks = [asyncio.create_task(one(i)) for i in range(len(plan))]
    try:
        await asyncio.gather(*tasks, return_exceptions=True)
        await warming
    finally:
        for task in [*tasks, warming]:
            task.cancel()
    failures = [t.exception() for t in tasks if t.done() and not t.cancelled() and t.exception() is not None]
    if failures:
        raise failures[0]  # type: ignore[misc]
    kept = done[: stop_at[0] if stop_at else len(plan)]
    finished = [d for d in done if d is not None]
    for _, run, _ in finished:  # runs past the stopping point were paid for too
        usage[0] = usage[0] + run.usage
        counters[0] += run.calls
        counters[1] += run.cached_calls
    stats = summarise(plan, kept, prompts.info, agent.name, settings)
    graded = [grading[i] for i in range(len(kept)) if i in grading]
    return Simulation(
        stats,
        [d for d in kept if d is not None],
        usage[0],
        counters[0],
        counters[1],
        len(finished),
        answers_cut=sum(cut for cut, _ in graded),
        ungraded=sum(missing for _, missing in graded),
    )


def lookahead(concurrency: int) -> int:
    """How far past the finished prefix a run may start when stopping early.

    A run past the stopping point is wasted, so the window is kept near ``concurrency``; a quarter
    more keeps the slots busy while a should-trigger run at the head of the prefix (select,
    answer, grade: three calls in a row) holds the prefix back. Measured with
    perf/bench_certify.py (three runs each): a window of exactly ``concurrency`` leaves slots idle
    in waves and takes ~20 % longer for as many calls; 1.5 × spends ~9 more calls and is no faster.
    """
    return concurrency + concurrency // 4


def _checkpoint(count: int, settings: MonteCarloSettings) -> bool:
    if settings.stop_width is None or count >= settings.runs or count < settings.min_runs:
        return False
    return (count - settings.min_runs) % settings.check_every == 0


def _records(
    plan: Sequence[tuple[int, str, bool, int]], done: Sequence[tuple[AgentTask, AgentRun, float | None] | None]
) -> list[st.Run]:
    records = []
    for (pid, _, label, _), item in zip(plan, done, strict=False):
        if item is not None:
            _, run, quality = item
            records.append(st.Run(pid, label, run.activated, run.failed, run.tokens, quality))
    return records


def _narrow(records: list[st.Run], settings: MonteCarloSettings) -> bool:
    """Every interval the score depends on is narrower than ``stop_width``."""
    width = settings.stop_width or 0.0
    intervals = _intervals(records, settings)
    return bool(intervals) and all(high - low < width for low, high in intervals)


def _intervals(records: list[st.Run], settings: MonteCarloSettings) -> list[tuple[float, float]]:
    found: list[tuple[float, float]] = []
    for label in (True, False):
        rate = st.clustered_rate(st.per_prompt(records, label, "activated"), settings.confidence)
        found.append((0.0, 1.0) if rate is None else (rate.low, rate.high))
    failure = st.clustered_rate(
        st.per_prompt(records, True, "failed") + st.per_prompt(records, False, "failed"), settings.confidence
    )
    found.append((0.0, 1.0) if failure is None else (failure.low, failure.high))
    graded = [r.quality for r in records if r.quality is not None]
    if any(r.activated and r.should_trigger for r in records):
        quality = _quality(records, settings)
        found.append((0.0, 1.0) if quality is None or quality[1] is None else (quality[1], quality[2] or 1.0))
        cv = st.cv_interval(graded, settings.seed)
        found.append((0.0, math.inf) if cv is None else cv)
    return found


def _quality(records: list[st.Run], settings: MonteCarloSettings) -> tuple[float, float | None, float | None] | None:
    from skillgrade.scoring.agreement import mean_ci

    by_prompt: dict[int, list[float]] = {}
    for r in records:
        if r.quality is not None:
            by_prompt.setdefault(r.prompt, []).append(r.quality)
    if not by_prompt:
        return None
    interval = mean_ci([sum(v) / len(v) for v in by_prompt.values()], settings.confidence)
    return interval.mean, interval.low, interval.high


def trigger_eval(plan: Sequence[tuple[int, str, bool, int]], records: Sequence[st.Run]) -> TriggerEval:
    """The Agent Skills guide's measurement: per query the trigger rate over its runs (failed runs
    left out), passing on the right side of the threshold; a query with fewer runs than the guide's
    is unmeasured."""
    from skillgrade.layers.monte_carlo.prompts import RUNS_PER_QUERY, TRIGGER_THRESHOLD

    texts = {pid: (text, label) for pid, text, label, _ in plan}
    rows = []
    for pid, (text, label) in sorted(texts.items()):
        ok = [r for r in records if r.prompt == pid and not r.failed]
        triggers = sum(r.activated for r in ok)
        rate = triggers / len(ok) if len(ok) >= RUNS_PER_QUERY else None
        passed = None if rate is None else (rate >= TRIGGER_THRESHOLD) == label
        rows.append(
            QueryTrigger(
                query=text, should_trigger=label, runs=len(ok), triggers=triggers, trigger_rate=rate, passed=passed
            )
        )
    measured = [q for q in rows if q.passed is not None]
    passed_count = sum(bool(q.passed) for q in measured)
    return TriggerEval(
        runs_per_query=RUNS_PER_QUERY,
        threshold=TRIGGER_THRESHOLD,
        queries=rows,
        measured=len(measured),
        passed=passed_count,
        pass_rate=passed_count / len(measured) if measured else None,
    )


def summarise(
    plan: Sequence[tuple[int, str, bool, int]],
    kept: Sequence[tuple[AgentTask, AgentRun, float | None] | None],
    prompts: PromptSetInfo,
    agent: str,
    settings: MonteCarloSettings,
) -> MonteCarloStats:
    records = _records(plan, kept)
    used = [d for d in kept if d is not None]
    activation = st.clustered_rate(st.per_prompt(records, True, "activated"), settings.confidence)
    false_act = st.clustered_rate(st.per_prompt(records, False, "activated"), settings.confidence)
    failure = st.clustered_rate(
        st.per_prompt(records, True, "failed") + st.per_prompt(records, False, "failed"), settings.confidence
    )
    ok = [r for r in records if not r.failed]
    loaded = [r for r in records if r.activated]
    loaded_failure = st.clustered_rate(
        st.per_prompt(loaded, True, "failed") + st.per_prompt(loaded, False, "failed"), settings.confidence
    )
    tp = sum(r.activated for r in ok if r.should_trigger)
    fn = sum(not r.activated for r in ok if r.should_trigger)
    fp = sum(r.activated for r in ok if not r.should_trigger)
    f1 = st.f1_of(tp, fp, fn) if ok and activation is not None else None
    f1_ci = st.f1_interval(records, settings.seed, settings.confidence) if f1 is not None else None
    graded = [r.quality for r in records if r.quality is not None]
    quality = _quality(records, settings)
    cv = st.cv_of(graded)
    cv_ci = st.cv_interval(graded, settings.seed, settings.confidence)
    tokens = st.token_summary([r.tokens for r in loaded if not r.failed])
    efficiency = None if tokens is None else st.efficiency_norm(tokens[0])
    score = None
    if activation is not None and cv is not None and failure is not None and efficiency is not None:
        score = st.mc_score(activation.rate, cv, failure.rate, efficiency)
    errors = list(dict.fromkeys(run.error or "failed" for _, run, _ in used if run.failed))[:5]
    shared, echoed = answer_sameness(
        [(task.prompt, run.answer or "") for task, run, grade in used if grade is not None]
    )
    unmeasured = None
    if not records:
        unmeasured = "no run finished"
    elif not ok:
        unmeasured = f"every one of {len(records)} runs failed: {errors[0]}"
    elif activation is None:
        unmeasured = "no should-trigger run finished without failing"
    assert failure is not None or not records
    return MonteCarloStats(
        agent=agent,
        runs_planned=settings.runs,
        runs_done=len(records),
        runs_saved=settings.runs - len(records),
        stop_width=settings.stop_width,
        prompts=prompts,
        activation=activation,
        false_activation=false_act,
        failure=failure or Rate(rate=0, low=0, high=1, successes=0, trials=0, clusters=0, design_effect=1),
        loaded=len(loaded),
        loaded_failure=loaded_failure,
        skill_unmeasured=None
        if len(loaded) >= MIN_LOADED_RUNS
        else (
            f"the agent loaded the skill in {len(loaded)} of {len(records)} runs (needs ≥ {MIN_LOADED_RUNS} "
            "to measure robustness and token efficiency on runs that used it)"
        ),
        precision=tp / (tp + fp) if tp + fp else None,
        recall=None if activation is None else activation.rate,
        f1=f1,
        f1_low=None if f1_ci is None else f1_ci[0],
        f1_high=None if f1_ci is None else f1_ci[1],
        graded=len(graded),
        quality=None if quality is None else quality[0],
        quality_low=None if quality is None else quality[1],
        quality_high=None if quality is None else quality[2],
        cv=None if cv is None or math.isinf(cv) else cv,
        cv_low=None if cv_ci is None else cv_ci[0],
        cv_high=None if cv_ci is None else cv_ci[1],
        tokens_median=None if tokens is None else tokens[0],
        tokens_q1=None if tokens is None else tokens[1],
        tokens_q3=None if tokens is None else tokens[2],
        tokens_iqr=None if tokens is None else tokens[2] - tokens[1],
        token_outliers=0 if tokens is None else tokens[3],
        efficiency_norm=efficiency,
        mc_score=None if unmeasured else score,
        errors=errors,
        unmeasured=unmeasured,
        trigger_eval=trigger_eval(plan, records) if prompts.source == "eval_queries" else None,
        shared_answers=shared,
        echoed_answers=echoed,
    )


def answer_sameness(graded: Sequence[tuple[str, str]]) -> tuple[int, int]:
    """(outputs the same as one graded for another request, outputs that only repeat their request),
    over the graded (request, output) pairs; compared after folding case, whitespace and end punctuation."""
    by_answer: dict[str, set[str]] = {}
    for prompt, answer in graded:
        by_answer.setdefault(_folded(answer), set()).add(_folded(prompt))
    shared = sum(1 for _, answer in graded if len(by_answer[_folded(answer)]) > 1)
    echoed = sum(1 for prompt, answer in graded if not _folded(answer) or _folded(answer) in _folded(prompt))
    return shared, echoed


def _folded(text: str) -> str:
    return " ".join(text.lower().split()).strip(" .!?:;,")
