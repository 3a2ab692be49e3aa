"""Fitting the judge's requests into a model's context window.

    max_tokens = min(asked, max(MIN_OUTPUT, window // 4))
    content    = window − max_tokens − prompt overhead − margin          (tokens)
    budget     = content × chars_per_token                             (characters of skill text)

The prompt overhead is the grading prompt with no skill text, measured in characters and turned
into tokens with the same ``chars_per_token``: ``FIT_CHARS_PER_TOKEN`` (3, conservative for
Markdown) until a server's rejection says how many tokens a prompt really took, then that ratio.
What does not fit is cut and named in the layer's ``cut`` list, like any budget cut.
"""

from __future__ import annotations

import dataclasses
import functools
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from skillgrade.layers.judge import prompt
from skillgrade.layers.judge.content import CHARS_PER_TOKEN, SkillContent, gather
from skillgrade.layers.judge.layer import JudgeOutcome, Progress, judge_skill
from skillgrade.layers.judge.run import Client, JudgeSettings
from skillgrade.llm.types import ProviderConfig
from skillgrade.skill.model import Skill

if TYPE_CHECKING:
    from skillgrade.llm.context import Overflow

FIT_CHARS_PER_TOKEN = 3.0
MIN_OUTPUT = 512
MIN_CONTENT_TOKENS = 256
TEMPLATE_TOKENS = 64
"""The chat template's own tokens around the messages."""


class ContextTooSmall(ValueError):
    """The window cannot hold the grading prompt, the answer and a useful part of the skill."""


@functools.cache
def _overhead_chars() -> int:
    return sum(len(m.content) for m in prompt.grading_messages(SkillContent([("SKILL.md", "")])))


def fit(settings: JudgeSettings, window: int, chars_per_token: float = FIT_CHARS_PER_TOKEN) -> JudgeSettings:
    """``settings`` with ``max_tokens`` and ``budget_tokens`` lowered (never raised) to fit ``window``."""
    output = min(settings.max_tokens, max(MIN_OUTPUT, window // 4))
    margin = TEMPLATE_TOKENS + window // 20
    overhead = math.ceil(_overhead_chars() / chars_per_token)
    content = window - output - overhead - margin
    if content < MIN_CONTENT_TOKENS:
        raise ContextTooSmall(
            f"the model's context of {window:,} tokens cannot hold the grading prompt (~{overhead:,} tokens), "
            f"an answer ({output:,}) and {MIN_CONTENT_TOKENS} tokens of the skill"
        )
    budget = math.floor(content * chars_per_token / CHARS_PER_TOKEN)  # gather() counts CHARS_PER_TOKEN per token
    return dataclasses.replace(settings, max_tokens=output, budget_tokens=min(settings.budget_tokens, budget))


def describe(window: int, source: str, settings: JudgeSettings) -> str:
    chars = settings.budget_tokens * CHARS_PER_TOKEN
    return (
        f"context {window:,} tokens ({source}): at most {chars:,} characters of skill text "
        f"and max_tokens {settings.max_tokens:,} per answer"
    )


@dataclass(frozen=True, slots=True)
class Fitted:
    """The judge settings for one run, fitted to the window when its size is known."""

    settings: JudgeSettings
    window: int | None = None
    chars_per_token: float = FIT_CHARS_PER_TOKEN
    note: str | None = None
    """What was fitted and why, for the judge layer of the report."""
    problem: str | None = None
    """Set when the window is too small to judge at all: every judge layer fails with it."""


async def fitted(
    settings: JudgeSettings,
    providers: Sequence[ProviderConfig],
    context_tokens: int | None,
    offline: bool,
    learned_dir: Path | None = None,
) -> Fitted:
    """Fit ``settings`` to ``context_tokens``, the smallest window the servers announce, or one an
    earlier rejection taught (kept in ``learned_dir``, the answer cache's directory)."""
    from skillgrade.llm.context import ContextWindow, probe, recall

    window: ContextWindow | None = None
    ratio = FIT_CHARS_PER_TOKEN
    if context_tokens is not None:
        window = ContextWindow(context_tokens, "--context-tokens")
    else:
        for provider in providers:
            found = None if offline else await probe(provider)
            remembered = recall(learned_dir, provider) if found is None and learned_dir is not None else None
            if remembered is not None:
                found = ContextWindow(remembered[0], "learned from an earlier context_length_exceeded answer")
                ratio = min(ratio, remembered[1])
            if found is not None and (window is None or found.tokens < window.tokens):
                window = found
    if window is None:
        return Fitted(settings)
    return _fit_to(settings, window.tokens, window.source, ratio)


def _fit_to(settings: JudgeSettings, window: int, source: str, chars_per_token: float = FIT_CHARS_PER_TOKEN) -> Fitted:
    try:
        done = fit(settings, window, chars_per_token)
    except ContextTooSmall as exc:
        return Fitted(settings, window, chars_per_token, problem=str(exc))
    return Fitted(done, window, chars_per_token, describe(window, source, done))


async def judge_fitted(
    skill: Skill,
    clients: Sequence[Client],
    plan: Fitted,
    progress: Progress | None = None,
    strip: Mapping[str, frozenset[int]] | None = None,
    learn: Callable[[int, float], None] | None = None,
) -> JudgeOutcome:
    """Judge ``skill``; when the server rejects a prompt as too long, refit to what it said and judge
    once more. ``learn`` is told the window and characters per token a rejection taught."""
    if plan.problem is not None:
        return JudgeOutcome(error=plan.problem, context=plan.problem)
    outcome = await judge_skill(skill, clients, plan.settings, progress, strip)
    rejected = _overflow(outcome)
    if rejected is None:
        return outcome.model_copy(update={"context": plan.note})
    window, prompt_tokens = rejected.window, rejected.prompt_tokens
    ratio, sent = plan.chars_per_token, 0
    if prompt_tokens:  # the real ratio of the prompt that was rejected, a little conservative
        sent = _overhead_chars() + gather(skill, plan.settings.budget_tokens, strip).chars
        ratio = min(ratio, 0.9 * sent / prompt_tokens)
    if learn is not None:
        learn(window, ratio)
    source = "the server's context_length_exceeded answer" + (
        f", {prompt_tokens:,} prompt tokens for {sent:,} characters" if prompt_tokens else ""
    )
    refit = _fit_to(plan.settings, min(window, plan.window or window), source, ratio)
    if refit.problem is not None:
        return outcome.model_copy(update={"error": refit.problem, "context": refit.problem})
    again = await judge_skill(skill, clients, refit.settings, None, strip)  # the bar counted these passes
    return again.model_copy(
        update={
            "context": f"{refit.note}; refitted after the first request was too long",
            "calls": again.calls + outcome.calls,
            "cached_calls": again.cached_calls + outcome.cached_calls,
            "usage": again.usage + outcome.usage,
        }
    )


def _overflow(outcome: JudgeOutcome) -> Overflow | None:
    from skillgrade.llm.context import overflow

    for sample in outcome.samples:
        for verdict in sample.verdicts.values():
            found = overflow(verdict.unscored or "")
            if found is not None:
                return found
    return None


def pairwise_fit(window: int, max_tokens: int = 1024) -> tuple[int, int]:
    """(skill-text budget per side in ``gather``'s tokens, max_tokens) for a pairwise game in ``window``."""
    from skillgrade.ranking.pairwise import SYSTEM, TASK

    output = min(max_tokens, max(256, window // 8))
    overhead = math.ceil((len(SYSTEM) + len(TASK) + 200) / FIT_CHARS_PER_TOKEN)
    per_side = (window - output - overhead - TEMPLATE_TOKENS - window // 20) // 2
    if per_side < MIN_CONTENT_TOKENS // 2:
        raise ContextTooSmall(f"the model's context of {window:,} tokens cannot hold two skills and an answer")
    return math.floor(per_side * FIT_CHARS_PER_TOKEN / CHARS_PER_TOKEN), output
