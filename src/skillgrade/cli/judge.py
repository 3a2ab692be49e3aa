"""The judge-layer options shared by commands that can go deeper than ``quick``."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import click

from skillgrade.config import Config
from skillgrade.errors import ModelSetupError
from skillgrade.extras import require

if TYPE_CHECKING:
    from skillgrade.layers.judge.stage import JudgeOptions
    from skillgrade.layers.monte_carlo.stage import DeepOptions

F = TypeVar("F", bound=Callable[..., Any])

_OPTIONS = [
    click.option(
        "--provider",
        type=click.Choice(["anthropic", "openai", "openai-compatible"]),
        help="Model provider for the judge (standard depth).",
    ),
    click.option("--model", "models", multiple=True, help="Judge model (repeatable: several judges)."),
    click.option("--base-url", help="Provider endpoint, e.g. http://127.0.0.1:8080/v1 for a local server."),
    click.option("--judges", type=click.IntRange(1, 20), help="Judge passes per model [default: 1]."),
    click.option(
        "--dialect",
        type=click.Choice(["anthropic", "json_schema", "json_object", "tool", "prompt"]),
        help="How to ask the backend for JSON (default per provider).",
    ),
    click.option(
        "--allow-degraded",
        is_flag=True,
        help="When a model layer fails, gate on what was measured instead of exiting 4 (DEGRADED).",
    ),
    click.option("--offline", is_flag=True, help="Never call a model: answers must come from the cache."),
    click.option("--cache-dir", type=click.Path(path_type=Path, file_okay=False), help="Model answer cache."),
    click.option("--no-cache", is_flag=True, help="Neither read nor write the model answer cache."),
    click.option("--budget-tokens", type=click.IntRange(min=1000), help="Tokens of skill text the judge sees."),
    click.option(
        "--context-tokens",
        type=click.IntRange(min=512),
        help="The model's context window; requests are fitted to it [default: asked of the server].",
    ),
    click.option("--temperature", type=click.FloatRange(0, 2), help="Sampling temperature (sent only if set)."),
    click.option("--seed", type=int, help="Sampling seed, for backends that honour it."),
    click.option("--concurrency", type=click.IntRange(1, 64), help="Model calls in flight [default: 8]."),
    click.option("--runs", type=click.IntRange(1, 1000), help="Monte Carlo runs per skill at deep depth [50]."),
    click.option("--agent", help="Agent for deep runs: llm (default), claude, codex, or a command with {prompt}."),
    click.option("--agent-timeout", type=click.FloatRange(min=1), help="Seconds per agent run [300]."),
    click.option(
        "--prompts-file",
        type=click.Path(path_type=Path, dir_okay=False),
        help="A saved prompt set to reuse, so a deep run can be reproduced.",
    ),
    click.option(
        "--stop-width",
        type=click.FloatRange(0, 1),
        help="Stop early once every interval is narrower than this [0.25]; 0 runs all --runs.",
    ),
]


MODEL_TIMEOUT = click.option(
    "--timeout",
    "model_timeout",
    type=click.FloatRange(min=1),
    help="Seconds one model call attempt may take before it is retried [default: 120; config judge.timeout].",
)
"""For commands whose own ``--timeout`` is not taken (``lift`` has one for agent runs: use judge.timeout)."""


def judge_options(command: F) -> F:
    for option in reversed(_OPTIONS):
        command = option(command)
    return command


def build_judge(settings: Config, depth: str, flags: dict[str, Any]) -> JudgeOptions | None:
    """Merge the flags over the config's ``judge`` table; ``None`` at quick depth."""
    if depth == "quick":
        return None
    require("llm")
    from skillgrade.layers.judge.run import JudgeSettings
    from skillgrade.layers.judge.stage import JudgeOptions
    from skillgrade.llm.types import ProviderConfig

    judge = settings.judge
    provider = flags.get("provider") or judge.provider
    models = list(flags.get("models") or judge.models)
    if provider is None or not models:
        raise ModelSetupError(
            f"--depth {depth} needs a judge model: give --provider and --model "
            "(or set judge.provider and judge.models in the config)"
        )

    def pick(name: str, default: Any) -> Any:
        value = flags.get(name)
        return value if value is not None else default

    providers = tuple(
        ProviderConfig(
            provider=provider,
            model=model,
            base_url=pick("base_url", judge.base_url),
            dialect=pick("dialect", judge.dialect),
            concurrency=pick("concurrency", judge.concurrency),
            timeout=pick("model_timeout", judge.timeout),
            max_retries=judge.max_retries,
            prices=judge.prices,
        )
        for model in models
    )
    cache_dir = flags.get("cache_dir") or (Path(judge.cache_dir) if judge.cache_dir else None)
    return JudgeOptions(
        providers=providers,
        settings=JudgeSettings(
            samples=pick("judges", judge.judges),
            budget_tokens=pick("budget_tokens", judge.budget_tokens),
            temperature=pick("temperature", judge.temperature),
            seed=pick("seed", judge.seed),
        ),
        cache_dir=cache_dir,
        use_cache=not flags.get("no_cache"),
        offline=bool(flags.get("offline")),
        progress=flags.get("output_format") != "json" and sys.stderr.isatty(),
        context_tokens=pick("context_tokens", judge.context_tokens),
    )


def build_deep(judge: JudgeOptions, flags: dict[str, Any]) -> DeepOptions:
    """Monte Carlo options for ``--depth deep`` on top of the judge's."""
    import shlex

    from skillgrade.layers.monte_carlo.simulation import MonteCarloSettings
    from skillgrade.layers.monte_carlo.stage import DeepOptions

    defaults = MonteCarloSettings()
    stop = flags.get("stop_width")
    settings = MonteCarloSettings(
        runs=flags.get("runs") or defaults.runs,
        concurrency=judge.providers[0].concurrency,
        stop_width=defaults.stop_width if stop is None else (stop or None),
        seed=flags.get("seed") or 0,
    )
    agent_flag = flags.get("agent") or "llm"
    agent: str | tuple[str, ...] = (
        agent_flag if agent_flag in ("llm", "claude", "codex") else tuple(shlex.split(agent_flag))
    )
    return DeepOptions(
        judge=judge,
        settings=settings,
        agent=agent,
        agent_timeout=flags.get("agent_timeout") or 300.0,
        prompts_file=flags.get("prompts_file"),
    )
