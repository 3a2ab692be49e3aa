"""``skillgrade init CORPUS`` (the corpus index) and ``skillgrade certify PATH`` (deep depth + ranking)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from skillgrade.cli.judge import MODEL_TIMEOUT, build_deep, build_judge, judge_options
from skillgrade.cli.output import emit, format_from_output, load_settings, warn_degraded
from skillgrade.errors import ExitCode, UsageError
from skillgrade.progress import ProgressBars
from skillgrade.report.formats import FORMATS
from skillgrade.scoring import degraded

_CORPUS_DIR = click.option(
    "--corpus-dir",
    type=click.Path(path_type=Path, file_okay=False),
    help="Where the corpus index lives [default: the user data dir's skillgrade/corpus].",
)


@click.command("init")
@click.argument("corpus", type=click.Path(path_type=Path, exists=True))
@_CORPUS_DIR
@click.option("--jobs", "-j", type=click.IntRange(min=0), default=0, show_default=True, help="Worker processes.")
def init_corpus(corpus: Path, corpus_dir: Path | None, jobs: int) -> int:
    """Build the corpus index from the skills under CORPUS (quick depth, offline): names, content
    hashes, quick scores and ratings (1500 to start). Required before `skillgrade certify`."""
    from skillgrade.ranking import corpus as corpus_index

    try:
        previous: corpus_index.CorpusIndex | None = corpus_index.load_index(corpus_dir)
    except UsageError:
        previous = None
    index = corpus_index.build_index(corpus, previous, jobs=jobs)
    if not index.entries:
        click.echo(f"skillgrade: error: no readable SKILL.md found under {corpus}", err=True)
        return ExitCode.USAGE
    path = corpus_index.save_index(index, corpus_dir)
    scored = [e.score for e in index.entries if e.score is not None]
    mean = f", mean quick score {sum(scored) / len(scored):.1f}" if scored else ""
    click.echo(f"Indexed {len(index.entries)} skill(s) from {corpus}{mean}: {path}")
    return ExitCode.PASSED


@click.command()
@click.argument("path", type=click.Path(path_type=Path, exists=True))
@_CORPUS_DIR
@click.option("-k", "k", type=click.IntRange(1, 64), default=8, show_default=True, help="Corpus opponents.")
@click.option(
    "--bootstrap", type=click.IntRange(10, 10_000), default=500, show_default=True, help="Bootstrap resamples."
)
@click.option("--format", "output_format", type=click.Choice(sorted(FORMATS)), default="text", show_default=True)
@click.option(
    "--output",
    "-o",
    type=click.Path(dir_okay=False),
    help="Write the report to this file instead of standard output.",
)
@click.option("--threshold", type=click.FloatRange(0, 100), help="Fail below this composite (0–100).")
@click.option("--config", type=click.Path(path_type=Path, dir_okay=False), help="Config file.")
@judge_options
@MODEL_TIMEOUT
@click.pass_context
def certify(
    ctx: click.Context,
    /,
    path: Path,
    corpus_dir: Path | None,
    k: int,
    bootstrap: int,
    output_format: str,
    output: str | None,
    threshold: float | None,
    config: Path | None,
    **judge_flags: Any,
) -> int:
    """Certify the skill at PATH: deep depth (judge + Monte Carlo) plus an Elo rating against the K most
    relevant corpus skills, each pair judged in both orders. Badges then use the Elo thresholds."""
    from skillgrade.ranking.certify import RankingOptions, render_text
    from skillgrade.ranking.certify import certify as run_certify
    from skillgrade.ranking.corpus import load_index

    given = ctx.get_parameter_source("output_format") is click.core.ParameterSource.COMMANDLINE
    output_format, output_path = format_from_output(output_format, output, format_given=given)
    settings = load_settings(config, threshold=threshold, allow_degraded=judge_flags.get("allow_degraded"))
    index = load_index(corpus_dir)
    judge = build_judge(settings, "deep", {**judge_flags, "output_format": output_format})
    assert judge is not None
    deep = build_deep(judge, judge_flags)
    options = RankingOptions(k=k, bootstrap_samples=bootstrap, seed=judge_flags.get("seed") or 0)
    with ProgressBars({}, enabled=judge.progress) as bars:
        report, ranking = run_certify(path, settings, deep, index, options, debug=ctx.obj["debug"], bars=bars)
    emit(report, output_format, output_path)
    summary = render_text(ranking)
    if output_format == "json" or output_path is not None:
        click.echo(summary, err=True, nl=False)
    else:
        click.echo(summary, nl=False)
    warn_degraded(report)
    return degraded.exit_code(report)
