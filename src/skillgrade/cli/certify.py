"""``skillgrade init CORPUS`` (the corpus index) and ``skillgrade certify PATH`` (deep depth + ranking)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from skillgrade.cli.judge import MODEL_TIMEOUT, build_deep, build_judge, judge_options
from skillgrade.cli.options import CONFIG_FILE
from skillgrade.cli.output import emit, format_from_output, load_settings, warn_degraded
from skillgrade.errors import ExitCode, UsageError
from skillgrade.extras import require
from skillgrade.progress import ProgressBars
from skillgrade.report.formats import FORMATS
from skillgrade.scoring import degraded
from skillgrade.scoring.confidence import CERTIFIED_MIN_JUDGES

if TYPE_CHECKING:
    from skillgrade.config import Config
    from skillgrade.ranking.corpus import CorpusIndex

_CORPUS_DIR = click.option(
    "--corpus-dir",
    type=click.Path(path_type=Path, file_okay=False),
    help="Where the corpus index lives [default: the user data dir's skillgrade/corpus].",
)


@click.command("init")
@click.argument("corpus", type=click.Path(path_type=Path, exists=True))
@_CORPUS_DIR
@click.option("--jobs", "-j", type=click.IntRange(min=0), default=0, show_default=True, help="Worker processes.")
@click.option(
    "--provider",
    type=click.Choice(["anthropic", "openai", "openai-compatible"]),
    help="Rate the corpus against itself with this provider's model (pairwise games).",
)
@click.option("--model", "models", multiple=True, help="The model that judges the corpus games (the first is used).")
@click.option("--base-url", help="Provider endpoint, e.g. http://127.0.0.1:8080/v1 for a local server.")
@click.option(
    "--games-per-skill",
    "-k",
    "k",
    type=click.IntRange(1, 64),
    default=4,
    show_default=True,
    help="Random opponents each corpus skill draws; at most 2·k·n judged games.",
)
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the opponent draw.")
@click.option("--temperature", type=click.FloatRange(0, 2), help="Sampling temperature (sent only if set).")
@click.option("--concurrency", type=click.IntRange(1, 64), help="Model calls in flight [default: 8].")
@click.option("--cache-dir", type=click.Path(path_type=Path, file_okay=False), help="Model answer cache.")
@click.option("--no-cache", is_flag=True, help="Neither read nor write the model answer cache.")
@click.option("--offline", is_flag=True, help="Never call a model: answers must come from the cache.")
@click.option(
    "--context-tokens",
    type=click.IntRange(min=512),
    help="The model's context window; games are fitted to it [default: asked of the server].",
)
@CONFIG_FILE
def init_corpus(
    corpus: Path, corpus_dir: Path | None, jobs: int, k: int, seed: int, config: Path | None, **model_flags: Any
) -> int:
    """Build the corpus index from the skills under CORPUS (quick depth): names, content hashes,
    quick scores. With --provider and --model, also rate the corpus against itself: each skill plays
    K random opponents (seeded), both orders, and Bradley–Terry gives every skill a rating, so a
    certified skill's percentile is a position in the corpus. Required before `skillgrade certify`."""
    from skillgrade.ranking import corpus as corpus_index

    try:
        previous: corpus_index.CorpusIndex | None = corpus_index.load_index(corpus_dir)
    except UsageError:
        previous = None
    index = corpus_index.build_index(corpus, previous, jobs=jobs)
    if not index.entries:
        click.echo(f"skillgrade: error: no readable SKILL.md found under {corpus}", err=True)
        return ExitCode.USAGE
    rate = bool(model_flags.get("provider") or model_flags.get("models"))
    if rate:
        index = _rate(index, load_settings(config), k, seed, model_flags)
    path = corpus_index.save_index(index, corpus_dir)
    scored = [e.score for e in index.entries if e.score is not None]
    mean = f", mean quick score {sum(scored) / len(scored):.1f}" if scored else ""
    click.echo(f"Indexed {len(index.entries)} skill(s) from {corpus}{mean}: {path}")
    click.echo(rating_line(index))
    done = index.rating_round if rate else None
    if done is not None and done.pairs_judged == 0:  # asked to rate, nothing judged: never a silent 1500 for all
        if done.pairs == 0:
            click.echo("skillgrade: error: fewer than two readable skills in the corpus: nothing to rate", err=True)
            return ExitCode.USAGE
        why = f" ({done.problem})" if done.problem else ""
        click.echo(
            f"skillgrade: degraded: none of the {done.pairs} corpus pair(s) could be judged{why}; "
            "the corpus stays unrated",
            err=True,
        )
        return ExitCode.DEGRADED
    return ExitCode.PASSED


def _rate(index: CorpusIndex, settings: Config, k: int, seed: int, flags: dict[str, Any]) -> CorpusIndex:
    import asyncio
    import sys

    from skillgrade.ranking.self_rating import RatingSettings, rate_with_judge

    judge = build_judge(settings, "standard", {**flags, "seed": seed})
    assert judge is not None
    options = RatingSettings(k=k, seed=seed, temperature=judge.settings.temperature)
    return asyncio.run(rate_with_judge(index, judge, options, progress=sys.stderr.isatty()))


def rating_line(index: CorpusIndex) -> str:
    """What backs the corpus ratings, in one line."""
    done = index.rating_round
    if done is None:
        return "Ratings: unrated (percentiles need a rated corpus: give --provider and --model)"
    rated = sum(1 for e in index.entries if e.games > 0)
    line = (
        f"Ratings: {rated} of {len(index.entries)} skill(s) rated from {done.games:,} judged games "
        f"({done.pairs_judged} of {done.pairs} pairs, k={done.k}, seed {done.seed}, {done.model}; "
        f"{done.flipped} flipped with the order)"
    )
    return line + (f"; unjudged: {done.problem}" if done.problem else "")


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
@CONFIG_FILE
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
    relevant corpus skills, each pair judged in both orders. Badges then use the Elo thresholds.
    Two judge passes unless --judges says otherwise: Certified needs their agreement."""
    require("llm")
    require("stats")
    from skillgrade.ranking.certify import RankingOptions, render_text
    from skillgrade.ranking.certify import certify as run_certify
    from skillgrade.ranking.corpus import load_index

    given = ctx.get_parameter_source("output_format") is click.core.ParameterSource.COMMANDLINE
    output_format, output_path = format_from_output(output_format, output, format_given=given)
    settings = load_settings(config, threshold=threshold, allow_degraded=judge_flags.get("allow_degraded"))
    index = load_index(corpus_dir)
    if judge_flags.get("judges") is None:  # Certified needs two passes and their agreement
        judge_flags["judges"] = max(CERTIFIED_MIN_JUDGES, settings.judge.judges)
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
