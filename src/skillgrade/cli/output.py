"""Shared plumbing for commands: building the config from flags, writing reports."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, TextIO

from skillgrade.config import Config, load_config
from skillgrade.errors import ExitCode, UsageError
from skillgrade.report.formats import FORMATS, render
from skillgrade.report.model import Report


def load_settings(config_path: Path | None, **overrides: Any) -> Config:
    config = load_config(config_path, Path.cwd())
    update: dict[str, Any] = {}
    if overrides.get("threshold") is not None:
        update["threshold"] = overrides["threshold"]
    if overrides.get("fail_on"):
        update["fail_on"] = overrides["fail_on"]
    if overrides.get("targets"):
        update["targets"] = list(overrides["targets"])
    if overrides.get("allow_degraded"):
        update["allow_degraded"] = True
    if overrides.get("disable"):
        update["disable"] = [*config.disable, *(d.upper() for d in overrides["disable"])]
    return replace(config, **update)


def format_from_output(output_format: str, output: str | None, *, format_given: bool) -> tuple[str, Path | None]:
    """Read PluginEval's ``--output json`` (a format, not a file) the way its CI snippet means it.

    ``--output NAME`` where NAME is a bare format name (no folder, no extension) becomes
    ``--format NAME`` on standard output, with a note on stderr. If ``--format`` was also given
    and says something else, that is a usage error naming ``--format``. A file really called
    ``json`` is still reachable as ``--output ./json``. Never is a text report written into it.
    """
    if output is None or output not in FORMATS:
        return output_format, Path(output) if output is not None else None
    name = output
    if format_given and output_format != name:
        raise UsageError(
            f"--output {name} names a format, not a file: use --format {name} "
            f"(and --output FILE to write it to a file; './{name}' for a file called '{name}')"
        )
    print(
        f"skillgrade: note: reading --output {name} as --format {name} on standard output "
        f"(PluginEval's spelling); write --output ./{name} for a file called '{name}'",
        file=sys.stderr,
    )
    return name, None


def _write(report: Report, output_format: str, stream: TextIO, *, color: bool) -> None:
    if output_format == "json":
        from skillgrade.report import json

        json.write(report, stream)
    else:
        stream.write(render(report, output_format, color=color))


def use_color(stream: Any) -> bool:
    return bool(getattr(stream, "isatty", lambda: False)()) and "NO_COLOR" not in os.environ


def emit(report: Report, output_format: str, output: Path | None) -> None:
    if output is None:
        _write(report, output_format, sys.stdout, color=use_color(sys.stdout))
        sys.stdout.flush()
        return
    try:
        output.parent.mkdir(parents=True, exist_ok=True)
        with output.open("w", encoding="utf-8") as handle:
            _write(report, output_format, handle, color=False)
    except OSError as exc:
        raise UsageError(f"cannot write the report to {output}: {exc.strerror or exc}") from None


def warn_degraded(report: Report) -> None:
    """One line on standard error per cause of a degraded run (see :mod:`skillgrade.scoring.degraded`)."""
    from skillgrade.scoring import degraded

    for line in degraded.lines(report):
        print(f"skillgrade: {line}", file=sys.stderr)
    for skill in report.skills:
        spread = skill.composite.judge_spread
        if spread is not None and spread.warning:
            print(f"skillgrade: warning: {skill.folder}: {spread.warning}", file=sys.stderr)


def nothing_to_report(report: Report, paths: Sequence[Path], *, sharded: bool) -> int | None:
    """``None`` when the run found something to report; otherwise say why not and give the exit code
    (a folder without skills is a usage error; files that belong to no skill are fine)."""
    if report.skills or report.manifests or report.findings or sharded:
        return None
    if any(p.is_dir() for p in paths):
        print(f"skillgrade: error: no SKILL.md found under {', '.join(map(str, paths))}", file=sys.stderr)
        return ExitCode.USAGE
    print("skillgrade: none of the given files belongs to a skill; nothing to check.", file=sys.stderr)
    return ExitCode.PASSED


def deliver(report: Report, output_format: str, output: Path | None) -> int:
    """Write the report, warn about degraded layers, and return the gate's exit code."""
    from skillgrade.scoring import degraded

    emit(report, output_format, output)
    warn_degraded(report)
    return degraded.exit_code(report)
