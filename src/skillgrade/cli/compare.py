"""``skillgrade compare A B``: two skills side by side, dimension by dimension."""

from __future__ import annotations

import json
from pathlib import Path

import click

from skillgrade.cli.output import load_settings
from skillgrade.errors import UsageError
from skillgrade.evaluate import Options, evaluate
from skillgrade.report.model import SkillResult
from skillgrade.scoring.dimensions import DIMENSIONS


@click.command()
@click.argument("skill_a", type=click.Path(path_type=Path))
@click.argument("skill_b", type=click.Path(path_type=Path))
@click.option("--depth", type=click.Choice(["quick"]), default="quick", show_default=True)
@click.option(
    "--format", "output_format", type=click.Choice(["text", "json", "markdown"]), default="text", show_default=True
)
@click.option("--config", type=click.Path(path_type=Path, dir_okay=False))
@click.pass_context
def compare(
    ctx: click.Context, skill_a: Path, skill_b: Path, depth: str, output_format: str, config: Path | None
) -> None:
    """Compare two skills dimension by dimension; the winner of each row is marked. Exits 0."""
    settings = load_settings(config)
    options = Options(depth="quick", debug=ctx.obj["debug"])
    a, b = (_one(path, settings, options) for path in (skill_a, skill_b))
    rows = comparison_rows(a, b)
    if output_format == "json":
        click.echo(json.dumps({"a": a.path, "b": b.path, "rows": rows}, indent=2))
    elif output_format == "markdown":
        click.echo(f"| | {a.folder} | {b.folder} | winner |\n|---|---:|---:|---|")
        for row in rows:
            click.echo(f"| {row['dimension']} | {_fmt(row['a'])} | {_fmt(row['b'])} | {row['winner']} |")
    else:
        width = max(len("composite"), *(len(d) for d in DIMENSIONS))
        click.echo(f"{'':<{width}}  {'A':>7}  {'B':>7}  winner")
        click.echo(f"{'':<{width}}  A = {a.folder}\n{'':<{width}}  B = {b.folder}")
        for row in rows:
            click.echo(f"{row['dimension']:<{width}}  {_fmt(row['a']):>7}  {_fmt(row['b']):>7}  {row['winner']}")


def _one(path: Path, settings: object, options: Options) -> SkillResult:
    from skillgrade.config import Config

    assert isinstance(settings, Config)
    report = evaluate([path], settings, options)
    if len(report.skills) != 1:
        raise UsageError(f"{path} must be exactly one skill (found {len(report.skills)})")
    return report.skills[0]


def comparison_rows(a: SkillResult, b: SkillResult) -> list[dict[str, object]]:
    rows: list[dict[str, object]] = [_row("composite", a.composite.score, b.composite.score)]
    for name in DIMENSIONS:
        rows.append(_row(name, a.dimensions[name].score, b.dimensions[name].score))
    return rows


def _row(name: str, left: float | None, right: float | None) -> dict[str, object]:
    if left is None or right is None:
        winner = "unmeasured" if left is None and right is None else "—"
    elif abs(left - right) < 1e-9:
        winner = "tie"
    else:
        winner = "A" if left > right else "B"
    return {"dimension": name, "a": left, "b": right, "winner": winner}


def _fmt(value: object) -> str:
    if value is None:
        return "—"
    assert isinstance(value, float)
    return f"{value:.1f}" if value > 1 else f"{value:.2f}"
