"""``skillgrade usage``: ingest skill invocations, report on them, and gate skills on them."""

from __future__ import annotations

import sys
from datetime import datetime, timezone
from pathlib import Path

import click

from skillgrade.errors import ExitCode, UsageError

DB_HELP = (
    "SQLite file, sqlite:///PATH or postgresql:// URL "
    "[default: $SKILLGRADE_USAGE_DB, else usage.db in the user data directory]."
)


def _db_option(function: click.decorators.FC) -> click.decorators.FC:
    return click.option("--db", envvar="SKILLGRADE_USAGE_DB", metavar="PATH|URL", help=DB_HELP)(function)


def _now(value: datetime | None) -> datetime:
    if value is None:
        return datetime.now(timezone.utc)
    return value if value.tzinfo is not None else value.replace(tzinfo=timezone.utc)


def _write(text: str, output: Path | None) -> None:
    if output is None:
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    try:
        output.parent.mkdir(parents=True, exist_ok=True)
        output.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"cannot write the report to {output}: {exc.strerror or exc}") from None


@click.group()
def usage() -> None:
    """Score real skill invocations: ingest logs, report, and gate (see docs/usage.md)."""


@usage.command()
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=Path, dir_okay=False))
@_db_option
@click.option(
    "--input-format",
    type=click.Choice(["auto", "records", "claude-code"]),
    default="auto",
    show_default=True,
    help="records = invocation records (schema v1); claude-code = session transcripts; auto = by the first line.",
)
def ingest(files: tuple[Path, ...], db: str | None, input_format: str) -> int:
    """Store the invocations in FILES (JSON Lines), each file in one transaction.

    Lines that cannot be used are reported as FILE:LINE and skipped (exit 1); the rest is stored.
    Records already stored are skipped, so ingesting a file again adds nothing. When not one
    invocation could be read from any file the command exits 2.
    """
    from skillgrade.usage.ingest import ingest as run_ingest
    from skillgrade.usage.store import open_store

    with open_store(db) as store:
        results = run_ingest(store, list(files), input_format)  # type: ignore[arg-type]
    problems = [p for r in results for p in r.problems]
    for problem in problems:
        click.echo(f"skillgrade: {problem}", err=True)
    for r in results:
        click.echo(
            f"{r.path}: {r.records} {'invocations' if r.kind == 'claude-code' else 'records'}, "
            f"{r.added} new, {r.records - r.added} already stored, {len(r.problems)} skipped lines"
        )
    if not any(r.records for r in results):
        raise UsageError(f"no invocation could be ingested from {', '.join(str(r.path) for r in results)}")
    return ExitCode.GATE_FAILED if problems else ExitCode.PASSED


@usage.command()
@_db_option
@click.option("--days", type=click.IntRange(min=1), default=30, show_default=True, help="Window length.")
@click.option("--min-uses", type=click.IntRange(min=1), default=5, show_default=True, help="Leaderboard minimum.")
@click.option("--skill", "skills", multiple=True, metavar="NAME", help="Only this skill (repeatable).")
@click.option(
    "--format",
    "output_format",
    type=click.Choice(["text", "json", "markdown", "html"]),
    default="text",
    show_default=True,
)
@click.option("--output", "-o", type=click.Path(path_type=Path, dir_okay=False), help="Write to this file.")
@click.option(
    "--now",
    type=click.DateTime(["%Y-%m-%dT%H:%M:%S%z", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%d"]),
    help="End of the window (UTC unless an offset is given) [default: now].",
)
def report(
    db: str | None,
    days: int,
    min_uses: int,
    skills: tuple[str, ...],
    output_format: str,
    output: Path | None,
    now: datetime | None,
) -> int:
    """Leaderboard, trends, tier distribution and improvement opportunities over the last DAYS days."""
    from skillgrade.usage.analysis import Window
    from skillgrade.usage.render import render
    from skillgrade.usage.report import build
    from skillgrade.usage.store import open_store

    with open_store(db, create=False) as store:
        result = build(store, Window.ending(_now(now), days), min_uses=min_uses, skills=skills)
    _write(render(result, output_format), output)
    return ExitCode.PASSED


@usage.command()
@click.argument("skill")
@click.option("--gate", "gate_name", type=click.Choice(["publish", "feature", "deprecation"]), required=True)
@_db_option
@click.option("--days", type=click.IntRange(min=1), default=30, show_default=True, help="Window for the statistics.")
@click.option("--min-score", type=click.FloatRange(0, 100), help="Override the gate's minimum average score.")
@click.option("--min-invocations", type=click.IntRange(min=0), help="Override the minimum number of invocations.")
@click.option("--max-error-rate", type=click.FloatRange(0, 1), help="Override the maximum error rate (0–1).")
@click.option("--min-coverage", type=click.FloatRange(0, 1), help="Override the minimum average coverage (0–1).")
@click.option("--max-score", type=click.FloatRange(0, 100), help="Deprecation: override the score below which…")
@click.option("--max-age-days", type=click.IntRange(min=1), help="Deprecation: days without improvement.")
@click.option("--format", "output_format", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.option(
    "--now",
    type=click.DateTime(["%Y-%m-%dT%H:%M:%S%z", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%d"]),
    help="End of the window [default: now].",
)
def gate(
    skill: str,
    gate_name: str,
    db: str | None,
    days: int,
    min_score: float | None,
    min_invocations: int | None,
    max_error_rate: float | None,
    min_coverage: float | None,
    max_score: float | None,
    max_age_days: int | None,
    output_format: str,
    now: datetime | None,
) -> int:
    """Check SKILL against a quality gate; exit 1 when it fails (for deprecation: when a review is due)."""
    from skillgrade.usage.analysis import Window
    from skillgrade.usage.gates import QUALITY_GATES, check_gate
    from skillgrade.usage.render import render_gate
    from skillgrade.usage.store import open_store

    overrides = {
        "min_score": min_score,
        "min_invocations": min_invocations,
        "max_error_rate": max_error_rate,
        "min_coverage": min_coverage,
        "max_score": max_score,
        "max_age_without_improvement": max_age_days,
    }
    config = QUALITY_GATES[gate_name].model_copy(update={k: v for k, v in overrides.items() if v is not None})
    with open_store(db, create=False) as store:
        result = check_gate(store, skill, gate_name, config, Window.ending(_now(now), days))
    _write(render_gate(result, output_format), None)
    return ExitCode.PASSED if result.passed else ExitCode.GATE_FAILED
