"""``skillgrade action`` (the GitHub Action's entrypoint) and ``skillgrade merge`` (sharded runs).

Both are lazy commands: importing this module loads PyGithub, which the pre-commit path never needs.
"""

from __future__ import annotations

import os
from pathlib import Path

import click

from skillgrade.cli.judge import build_deep, build_judge
from skillgrade.cli.output import emit, load_settings, warn_degraded
from skillgrade.errors import ExitCode
from skillgrade.evaluate import Options
from skillgrade.extras import require
from skillgrade.report.formats import FORMATS
from skillgrade.scoring import degraded


@click.command()
@click.option("--shard", metavar="I/N", help="Score only shard I of N (a matrix job); overrides no input.")
@click.pass_context
def action(ctx: click.Context, shard: str | None) -> int:
    """Run as the GitHub Action: read INPUT_* and GITHUB_*, compare the pull request with its base,
    comment, gate. Exits 1 when a gate fails, 4 when a model layer failed (unless allow-degraded)."""
    if os.environ.get("GITHUB_ACTIONS") != "true":
        click.echo(
            "skillgrade action runs inside GitHub Actions (GITHUB_ACTIONS=true) and reads its inputs from INPUT_*; "
            "to score skills here, run `skillgrade score`.",
            err=True,
        )
        return ExitCode.USAGE
    require("action")
    from skillgrade.ci.workflow import Commands
    from skillgrade.errors import UsageError

    try:
        return _run(ctx, shard)
    except UsageError as exc:
        # The workflow author fixes this in the `with:` block: say so where the run log highlights it.
        message = str(exc)
        if "API key" in message:
            message += " (in the action: the `api-key` input, from a secret)"
        Commands().annotate("error", message, title="skillgrade: invalid input")
        return exc.exit_code


def _run(ctx: click.Context, shard: str | None) -> int:
    from skillgrade.ci.github import RetryPolicy
    from skillgrade.ci.inputs import ActionInputs, RunnerEnv
    from skillgrade.ci.run import ActionContext, run_action
    from skillgrade.ci.snapshot import settings_fingerprint
    from skillgrade.errors import ModelSetupError

    inputs = ActionInputs.from_env(shard=shard)
    if inputs.api_key:
        os.environ["SKILLGRADE_API_KEY"] = inputs.api_key  # read by skillgrade.llm.keys, redacted everywhere
    settings = load_settings(inputs.config, allow_degraded=inputs.allow_degraded)
    if inputs.depth != "quick" and not (
        (inputs.provider or settings.judge.provider) and (inputs.model or settings.judge.models)
    ):
        raise ModelSetupError(
            f"depth: {inputs.depth} needs a judge model: set the `provider` and `model` inputs "
            "(or judge.provider and judge.models in the `config` file)"
        )
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
        options=Options(
            depth=inputs.depth,
            debug=ctx.obj["debug"],
            jobs=1,
            judge=judge,
            deep=deep,
            allow_degraded=settings.allow_degraded,
        ),
        models=models,
        fingerprint=settings_fingerprint(settings, inputs.depth, models),
        retry=RetryPolicy.from_env(os.environ),
    )
    return run_action(context)


@click.command()
@click.argument("reports", nargs=-1, required=True, type=click.Path(path_type=Path, dir_okay=False, exists=True))
@click.option("--format", "output_format", type=click.Choice(sorted(FORMATS)), default="json", show_default=True)
@click.option("--output", "-o", type=click.Path(path_type=Path, dir_okay=False), help="Write here, not to stdout.")
def merge(reports: tuple[Path, ...], output_format: str, output: Path | None) -> int:
    """Merge the JSON reports of a sharded run into one; exits 1 when the merged gate fails, 4 when a
    shard had a degraded skill (a model layer failed) that was not allowed.

    Reports of `score --shard I/N` must be shards 1 to N of one run (same N, version and commit),
    each once: an incomplete or mixed set is refused (exit 2)."""
    require("models")
    from skillgrade.ci.merge import load_report, merge_reports

    merged = merge_reports([load_report(path) for path in reports], [str(path) for path in reports])
    emit(merged, output_format, output)
    warn_degraded(merged)
    return degraded.exit_code(merged)
