"""The judge-layer options shared by commands that can go deeper than ``quick``."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import click

from skillgrade.config import Config
from skillgrade.errors import ModelSetupError

if TYPE_CHECKING:
    from skillgrade.layers.judge.stage import JudgeOptions

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
    click.option("--offline", is_flag=True, help="Never call a model: answers must come from the cache."),
    click.option("--cache-dir", type=click.Path(path_type=Path, file_okay=False), help="Model answer cache."),
    click.option("--no-cache", is_flag=True, help="Neither read nor write the model answer cache."),
    click.option("--budget-tokens", type=click.IntRange(min=1000), help="Tokens of skill text the judge sees."),
    click.option("--temperature", type=click.FloatRange(0, 2), help="Sampling temperature (sent only if set)."),
    click.option("--seed", type=int, help="Sampling seed, for backends that honour it."),
    click.option("--concurrency", type=click.IntRange(1, 64), help="Model calls in flight [default: 8]."),
]


def judge_options(command: F) -> F:
    for option in reversed(_OPTIONS):
        command = option(command)
    return command


def build_judge(settings: Config, depth: str, flags: dict[str, Any]) -> JudgeOptions | None:
    """Merge the flags over the config's ``judge`` table; ``None`` at quick depth."""
    if depth == "quick":
        return None
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
    )
