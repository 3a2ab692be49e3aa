"""``--depth deep``: the judge and the Monte Carlo layer for every skill, concurrently, then one blend.

Imported only at deep depth. Per skill, the judge passes and the simulation run side by side
(sharing the provider's concurrency limit); the judge is merged first (as at standard depth),
then the Monte Carlo column. A layer that cannot run leaves its dimensions unmeasured with the
reason in its LayerResult, and the depth (hence the confidence label) is the one that happened.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from skillgrade.agents.base import Agent, SkillInfo
from skillgrade.findings import Severity
from skillgrade.layers.judge.content import flagged_lines
from skillgrade.layers.judge.fit import Fitted, fitted, judge_fitted
from skillgrade.layers.judge.layer import JudgeOutcome
from skillgrade.layers.judge.merge import merge as merge_judge
from skillgrade.layers.judge.merge import notes as judge_notes
from skillgrade.layers.judge.stage import JudgeOptions, learner
from skillgrade.layers.monte_carlo.grading import GRADE_MAX_TOKENS, control_check
from skillgrade.layers.monte_carlo.merge import layer_result, merge
from skillgrade.layers.monte_carlo.prompts import RUNS_PER_QUERY, PromptError, PromptSet, load_saved, prompt_set
from skillgrade.layers.monte_carlo.simulation import MonteCarloSettings, Simulation, simulate
from skillgrade.progress import ProgressBars
from skillgrade.report.model import ModelUsage, SkillResult
from skillgrade.report.summary import model_usage
from skillgrade.skill.loader import load_skill
from skillgrade.skill.model import Skill

if TYPE_CHECKING:
    from skillgrade.agents.llm import ContextFit

MAX_DISTRACTORS = 12
AGENT_MAX_TOKENS = 2048
"""``max_tokens`` of an agent turn, lowered to a quarter of the window when the window is known."""


@dataclass(frozen=True, slots=True)
class DeepOptions:
    judge: JudgeOptions
    settings: MonteCarloSettings = field(default_factory=MonteCarloSettings)
    agent: str | tuple[str, ...] = "llm"
    """``llm``, a preset (``claude``, ``codex``) or an argv template with ``{prompt}``."""
    agent_timeout: float = 300.0
    prompts_file: Path | None = None
    """A saved prompt set to reuse (reproduces a run)."""
    prompts_dir: Path | None = None
    """Where generated prompt sets are saved; default: the user data dir."""
    extra_distractors: tuple[SkillInfo, ...] = ()
    """Corpus skills to list beside the skill's siblings."""


def run_deep_stage(
    results: list[SkillResult],
    targets: Sequence[tuple[Path, Path]],
    options: DeepOptions,
    *,
    blocking: set[Severity],
    threshold: float | None,
) -> list[SkillResult]:
    return asyncio.run(run_deep(results, targets, options, blocking=blocking, threshold=threshold))


async def run_deep(
    results: list[SkillResult],
    targets: Sequence[tuple[Path, Path]],
    options: DeepOptions,
    *,
    blocking: set[Severity],
    threshold: float | None,
    bars: ProgressBars | None = None,
) -> list[SkillResult]:
    """``bars``: a display already on screen (certify's) to add the runs bar to, instead of opening one."""
    from skillgrade.llm.cache import DiskCache
    from skillgrade.llm.client import create_client

    judge = options.judge
    cache = DiskCache(judge.cache_dir) if judge.use_cache else None
    clients = [create_client(p, cache=cache, offline=judge.offline) for p in judge.providers]
    total = len(results) * options.settings.runs
    learned = cache.directory if cache is not None else None
    plan = await fitted(judge.settings, judge.providers, judge.context_tokens, judge.offline, learned)
    learn = learner(learned, judge.providers)
    try:
        own = ProgressBars({"agent runs": total}, enabled=judge.progress)
        with own if bars is None else contextlib.nullcontext(bars) as shown:
            shown.add("agent runs", total)
            done = await asyncio.gather(
                *(
                    _one(result, target, clients, options, (plan, learn), shown, blocking, threshold)
                    for result, target in zip(results, targets, strict=True)
                )
            )
    finally:
        for client in clients:
            await client.aclose()
    return list(done)


async def _one(
    result: SkillResult,
    target: tuple[Path, Path],
    clients: Sequence[Any],
    options: DeepOptions,
    fitting: tuple[Fitted, Callable[[int, float], None] | None],
    bars: ProgressBars,
    blocking: set[Severity],
    threshold: float | None,
) -> SkillResult:
    if result.composite.score is None:
        return result
    skill = load_skill(target[0], target[1], result.folder)
    fit = agent_fit(fitting[0])
    started = time.perf_counter()
    judged_outcome, (simulation, reason, mc_ms) = await asyncio.gather(
        judge_fitted(skill, clients, fitting[0], None, flagged_lines(result.findings, result.folder), fitting[1]),
        _simulate(skill, clients[0], options, bars, fit),
    )
    elapsed = (time.perf_counter() - started) * 1000
    judged = merge_judge(
        result,
        judged_outcome,
        models=[p.model for p in options.judge.providers],
        prices=options.judge.providers[0].prices,
        duration_ms=elapsed,
        blocking=blocking,
        threshold=threshold,
    )
    stats = simulation.stats if simulation else None
    usage = _usage(simulation, options) if simulation else None
    layer = layer_result(stats, reason, [clients[0].model], usage, mc_ms, _context_note(fit, options, simulation))
    notes = judge_notes(judged_outcome) if isinstance(judged_outcome, JudgeOutcome) else {}
    return merge(judged, judged_outcome, stats, layer, blocking=blocking, threshold=threshold, notes=notes)


def agent_fit(plan: Fitted) -> ContextFit | None:
    """The judge's window, when known, fits the agent's requests too (same model, same server)."""
    from skillgrade.agents.llm import ContextFit

    return ContextFit(plan.window, plan.chars_per_token) if plan.window else None


def _context_note(fit: ContextFit | None, options: DeepOptions, simulation: Simulation | None) -> str | None:
    """How the calls were fitted to the model's context window, and the answers that were cut or
    left ungraded (they count in no quality figure): nothing of it is silent."""
    parts = []
    if fit is not None and options.agent == "llm":
        parts.append(
            f"agent turns fitted to the model's context of {fit.window:,} tokens: max_tokens "
            f"{fit.max_tokens(AGENT_MAX_TOKENS):,}, and a loaded skill body cut (saying so) where it would not fit"
        )
    if fit is not None:
        parts.append(
            f"grading calls fitted to the context of {fit.window:,} tokens: max_tokens "
            f"{fit.max_tokens(GRADE_MAX_TOKENS):,}, and an answer cut (saying so) where it would not fit"
        )
    if simulation is not None and simulation.answers_cut:
        parts.append(f"{simulation.answers_cut} answer(s) graded on their beginning only (cut to fit)")
    if simulation is not None and simulation.ungraded:
        parts.append(
            f"{simulation.ungraded} activated run(s) left ungraded (no usable 1–5 grade: a failed call, "
            "no rating, or no room for the answer)"
        )
    return "; ".join(parts) or None


async def _simulate(
    skill: Skill, client: Any, options: DeepOptions, bars: ProgressBars, fit: ContextFit | None = None
) -> tuple[Simulation | None, str | None, float]:
    from skillgrade.llm.limiter import CALL_PRIORITY

    started = time.perf_counter()
    CALL_PRIORITY.set((0, -1))  # every run waits for the prompt set: it goes before any other call
    try:
        prompts = await _prompts(skill, client, options)
    except PromptError as exc:
        bars.skip("agent runs", options.settings.runs)
        return None, f"no prompts to run: {exc}", (time.perf_counter() - started) * 1000
    info = SkillInfo(skill.name, skill.description or "", skill.body, skill.root)
    distractors = [*siblings(skill), *options.extra_distractors][:MAX_DISTRACTORS]
    agent = make_agent(options, client, fit)

    def run_done(count: int) -> None:
        bars.advance("agent runs", count)

    settings = options.settings
    if prompts.info.source == "eval_queries":
        # The spec's measurement needs RUNS_PER_QUERY runs of every query: plan them all, and do not
        # stop early before they are done.
        floor = RUNS_PER_QUERY * len(prompts.cases)
        settings = replace(settings, runs=max(settings.runs, floor), min_runs=max(settings.min_runs, floor))
        bars.skip("agent runs", options.settings.runs - settings.runs)  # grows the bar by the extra runs
    simulation = await simulate(agent, client, prompts, info, distractors, settings, run_done, fit)
    bars.skip("agent runs", settings.runs - simulation.finished)
    graded = [(task.prompt, quality) for task, _, quality in simulation.runs if quality is not None]
    planted = await control_check(client, skill.name, skill.description or "", graded, fit)
    if planted is not None:
        check, verdict = planted
        simulation.stats = replace(simulation.stats, control=check)
        simulation.usage = simulation.usage + verdict.usage
        simulation.calls += int(verdict.sent and not verdict.cached)
        simulation.cached_calls += int(verdict.cached)
    return simulation, None, (time.perf_counter() - started) * 1000


async def _prompts(skill: Skill, client: Any, options: DeepOptions) -> PromptSet:
    if options.prompts_file is not None:
        try:
            return load_saved(options.prompts_file)
        except (OSError, ValueError, KeyError) as exc:
            raise PromptError(f"cannot read {options.prompts_file}: {exc}") from None
    folder = options.prompts_dir or default_prompts_dir()
    return await prompt_set(client, skill.root, skill.name, skill.description or "", skill.content_hash, folder)


def default_prompts_dir() -> Path:
    import platformdirs

    return Path(platformdirs.user_data_dir("skillgrade")) / "mc-prompts"


def make_agent(options: DeepOptions, client: Any, fit: ContextFit | None = None) -> Agent:
    if options.agent == "llm":
        from skillgrade.agents.llm import LLMAgent

        return LLMAgent(client, max_tokens=AGENT_MAX_TOKENS, fit=fit)
    from skillgrade.agents.command import CommandAgent

    if isinstance(options.agent, str):
        return CommandAgent.preset(options.agent, timeout=options.agent_timeout)
    return CommandAgent(options.agent, timeout=options.agent_timeout)


def siblings(skill: Skill) -> list[SkillInfo]:
    """The other skills in the skill's parent folder, as distractors in the agent's listing."""
    found = []
    parent = skill.root.parent
    try:
        folders = sorted(p for p in parent.iterdir() if p.is_dir() and p != skill.root)
    except OSError:
        return []
    for folder in folders:
        if (folder / "SKILL.md").is_file():
            other = load_skill(folder / "SKILL.md", skill.tree_root, folder.name)
            if other.description:
                found.append(SkillInfo(other.name, other.description, other.body, other.root))
    return found


def _usage(simulation: Simulation, options: DeepOptions) -> ModelUsage:
    return model_usage(simulation.usage, simulation.calls, simulation.cached_calls, options.judge.providers[0].prices)
