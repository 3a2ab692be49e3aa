"""``skillgrade action`` (the GitHub Action's entrypoint) and ``skillgrade merge`` (sharded runs).

Both are lazy commands: importing this module loads PyGithub, which the pre-commit path never needs.
"""

from __future__ import annotations

import os
from pathlib import Path

import click

from skillgrade.cli.judge import build_deep, build_judge
from skillgrade.cli.output import emit, load_settings
from skillgrade.errors import ExitCode
from skillgrade.evaluate import Options
from skillgrade.report.formats import FORMATS


@click.command()
@click.option("--shard", metavar="I/N", help="Score only shard I of N (a matrix job); overrides no input.")
@click.pass_context
def action(ctx: click.Context, shard: str | None) -> int:
    """Run as the GitHub Action: read INPUT_* and GITHUB_*, compare the pull request with its base,
    comment, gate. Exits 1 when a gate fails."""
    from skillgrade.ci.inputs import ActionInputs, RunnerEnv
    from skillgrade.ci.run import ActionContext, run_action
    from skillgrade.ci.snapshot import settings_fingerprint

    inputs = ActionInputs.from_env(shard=shard)
    if inputs.api_key:
        os.environ["SKILLGRADE_API_KEY"] = inputs.api_key  # read by skillgrade.llm.keys, redacted everywhere
    settings = load_settings(inputs.config)
    flags = {
        "provider": inputs.provider,
        "models": (inputs.model,) if inputs.model else (),
        "base_url": inputs.base_url,
        "output_format": "json",
    }
    judge = build_judge(settings, inputs.depth, flags)
    deep = build_deep(judge, {}) if judge is not None and inputs.depth == "deep" else None
    models = tuple(p.model for p in judge.providers) if judge else ()
    context = ActionContext(
        inputs=inputs,
        env=RunnerEnv.from_env(),
        config=settings,
        options=Options(depth=inputs.depth, debug=ctx.obj["debug"], jobs=1, judge=judge, deep=deep),
        models=models,
        fingerprint=settings_fingerprint(settings, inputs.depth, models),
    )
    return run_action(context)


@click.command()
@click.argument("reports", nargs=-1, required=True, type=click.Path(path_type=Path, dir_okay=False, exists=True))
@click.option("--format", "output_format", type=click.Choice(sorted(FORMATS)), default="json", show_default=True)
@click.option("--output", "-o", type=click.Path(path_type=Path, dir_okay=False), help="Write here, not to stdout.")
def merge(reports: tuple[Path, ...], output_format: str, output: Path | None) -> int:
    """Merge the JSON reports of a sharded run into one; exits 1 when the merged gate fails.

    Reports of `score --shard I/N` must be shards 1 to N of one run (same N, version and commit),
    each once: an incomplete or mixed set is refused (exit 2)."""
    from skillgrade.ci.merge import load_report, merge_reports

    merged = merge_reports([load_report(path) for path in reports], [str(path) for path in reports])
    emit(merged, output_format, output)
    return ExitCode.PASSED if merged.passed else ExitCode.GATE_FAILED
