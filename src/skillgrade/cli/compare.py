"""``skillgrade compare A B``: two skills side by side, dimension by dimension."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from skillgrade.cli.judge import build_deep, build_judge, judge_options
from skillgrade.cli.options import CONFIG_FILE
from skillgrade.cli.output import load_settings
from skillgrade.config import Config
from skillgrade.errors import UsageError
from skillgrade.evaluate import Options, evaluate
from skillgrade.report.model import Depth, SkillResult
from skillgrade.scoring.compare import compare as compare_skills
from skillgrade.scoring.compare import render_markdown, render_text


@click.command()
@click.argument("skill_a", type=click.Path(path_type=Path))
@click.argument("skill_b", type=click.Path(path_type=Path))
@click.option(
    "--depth",
    type=click.Choice(["quick", "standard", "deep"]),
    default="quick",
    show_default=True,
    help="quick = static analysis only; standard = + LLM judge; deep = + Monte Carlo runs (needs --model).",
)
@click.option(
    "--format", "output_format", type=click.Choice(["text", "json", "markdown"]), default="text", show_default=True
)
@CONFIG_FILE
@judge_options
@click.pass_context
def compare(
    ctx: click.Context,
    /,
    skill_a: Path,
    skill_b: Path,
    depth: str,
    output_format: str,
    config: Path | None,
    **judge_flags: Any,
) -> None:
    """Compare two skills dimension by dimension; the winner of each row is marked. Exits 0."""
    settings = load_settings(config)
    judge = build_judge(settings, depth, {**judge_flags, "output_format": output_format})
    deep = build_deep(judge, judge_flags) if judge is not None and depth == "deep" else None
    run_depth: Depth = "deep" if deep else "standard" if judge else "quick"
    options = Options(depth=run_depth, debug=ctx.obj["debug"], jobs=1, judge=judge, deep=deep)
    comparison = compare_skills(_one(skill_a, settings, options), _one(skill_b, settings, options))
    if output_format == "json":
        click.echo(comparison.model_dump_json(indent=2))
    elif output_format == "markdown":
        click.echo(render_markdown(comparison), nl=False)
    else:
        click.echo(render_text(comparison), nl=False)


def _one(path: Path, settings: Config, options: Options) -> SkillResult:
    report = evaluate([path], settings, options)
    if len(report.skills) != 1:
        raise UsageError(f"{path} must be exactly one skill (found {len(report.skills)})")
    return report.skills[0]
