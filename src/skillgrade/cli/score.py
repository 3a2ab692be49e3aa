"""``skillgrade score``: evaluate skills and gate on the result."""

from __future__ import annotations

import gc
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from skillgrade.cli.judge import MODEL_TIMEOUT, build_deep, build_judge, judge_options
from skillgrade.cli.options import CONFIG_FILE, DISABLE_RULE, FAIL_ON, NO_SCAN_CACHE, TARGETS, scan_cache
from skillgrade.cli.output import deliver, format_from_output, load_settings, nothing_to_report
from skillgrade.report.formats import FORMATS
from skillgrade.report.model import Depth, ShardInfo
from skillgrade.selection import select

if TYPE_CHECKING:
    from skillgrade.ci.shard import Shard


@click.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option(
    "--depth",
    type=click.Choice(["quick", "standard", "deep"]),
    default="quick",
    show_default=True,
    help="quick = static analysis only (offline, deterministic); standard = + LLM judge; "
    "deep = + Monte Carlo runs with real skill selection.",
)
@click.option("--format", "output_format", type=click.Choice(sorted(FORMATS)), default="text", show_default=True)
@click.option(
    "--output",
    "-o",
    type=click.Path(dir_okay=False),
    help="Write the report to this file instead of standard output. A bare format name (`--output json`, "
    "PluginEval's spelling) means --format json on standard output; ./json is a file.",
)
@click.option("--threshold", type=click.FloatRange(0, 100), help="Fail any skill scoring below this (0–100).")
@FAIL_ON
@TARGETS
@DISABLE_RULE
@CONFIG_FILE
@click.option(
    "--jobs",
    "-j",
    type=click.IntRange(min=0),
    default=0,
    show_default=True,
    help="Worker processes for runs of 64+ skills; 0 = one per CPU, 1 = no workers.",
)
@click.option(
    "--shard",
    metavar="I/N",
    callback=lambda _ctx, _param, value: _shard(value) if value else None,
    help="Score only shard I of N (stable by skill folder) for a CI matrix; combine with `skillgrade merge`.",
)
@NO_SCAN_CACHE
@judge_options
@MODEL_TIMEOUT
@click.pass_context
def score(
    ctx: click.Context,
    /,
    paths: tuple[Path, ...],
    depth: str,
    output_format: str,
    output: str | None,
    threshold: float | None,
    fail_on: str | None,
    targets: tuple[str, ...],
    disable: tuple[str, ...],
    config: Path | None,
    jobs: int,
    shard: Shard | None,
    no_scan_cache: bool,
    **judge_flags: Any,
) -> int:
    """Score the skills in PATHS: SKILL.md files, skill folders, or trees to search.

    A file inside a skill folder (references/, scripts/ …) selects its skill; plugin manifests
    (.claude-plugin/plugin.json, marketplace.json) are validated too.
    """
    given = ctx.get_parameter_source("output_format") is click.core.ParameterSource.COMMANDLINE
    output_format, output_path = format_from_output(output_format, output, format_given=given)
    settings = load_settings(
        config,
        threshold=threshold,
        fail_on=fail_on,
        targets=targets,
        disable=disable,
        allow_degraded=judge_flags.get("allow_degraded"),
    )
    judge = build_judge(settings, depth, {**judge_flags, "output_format": output_format})
    deep = build_deep(judge, judge_flags) if judge is not None and depth == "deep" else None
    run_depth: Depth = "deep" if deep else "standard" if judge else "quick"
    with scan_cache(no_scan_cache, paths), select(list(paths), settings, shard) as selection:
        selection.read_siblings_early(jobs)
        # Every rule, layer and the report model, imported while that family is read. They live
        # for the whole process like what was imported before the command ran: out of the
        # collector's reach, shared with the forked workers.
        from skillgrade.evaluate import Options, evaluate

        gc.freeze()
        options = Options(
            depth=run_depth,
            debug=ctx.obj["debug"],
            jobs=jobs,
            judge=judge,
            deep=deep,
            shard=shard,
            allow_degraded=settings.allow_degraded,
        )
        report = evaluate(list(paths), settings, options, selection)
    nothing = nothing_to_report(report, paths, sharded=shard is not None)
    if nothing is not None:
        return nothing
    if shard is not None:
        report = replace(report, shard=ShardInfo(index=shard.index, count=shard.count, commit=_commit()))
    return deliver(report, output_format, output_path)


def _shard(text: str) -> Shard:
    from skillgrade.ci.shard import parse_shard

    return parse_shard(text)


def _commit() -> str | None:
    """The commit a shard scored (``HEAD`` of the repository here), so a merge can refuse mixed shards."""
    from skillgrade.ci import git

    try:
        return git.git(Path.cwd(), "rev-parse", "--verify", "-q", "HEAD", check=False).strip() or None
    except git.GitError:
        return None  # no git: the shards are still checked on N and the version
