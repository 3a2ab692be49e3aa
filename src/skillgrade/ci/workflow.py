"""GitHub Actions workflow commands: masks, annotations, notices, step outputs and the job summary.

Escaping follows ``@actions/toolkit`` (``packages/core/src/command.ts``): data escapes ``%``, CR and
LF; properties also escape ``:`` and ``,``.
"""

from __future__ import annotations

import secrets
import sys
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Literal, TextIO

from skillgrade.findings import Finding, Severity

MAX_ANNOTATIONS = 10
"""GitHub shows 10 error and 10 warning annotations per step; the rest go to the job summary."""

Level = Literal["error", "warning", "notice"]


def escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


def command(name: str, message: str, properties: Mapping[str, str | int | None] | None = None) -> str:
    props = ",".join(f"{k}={escape_property(str(v))}" for k, v in (properties or {}).items() if v is not None)
    return f"::{name}{' ' + props if props else ''}::{escape_data(message)}"


class Commands:
    """Writes workflow commands to one stream (standard output on a runner)."""

    def __init__(self, stream: TextIO | None = None) -> None:
        self.stream = stream or sys.stdout

    def emit(self, line: str) -> None:
        self.stream.write(line + "\n")
        self.stream.flush()

    def mask(self, values: Iterable[str]) -> None:
        for value in values:
            for line in value.splitlines():
                if line.strip():
                    self.emit(f"::add-mask::{escape_data(line)}")

    def annotate(self, level: Level, message: str, **properties: str | int | None) -> None:
        self.emit(command(level, message, properties))

    def findings(self, findings: list[Finding], first: Callable[[Finding], bool] | None = None) -> int:
        """Annotate the worst findings (10 errors, 10 warnings), those ``first`` picks before the others;
        return how many were left out."""
        leads = first or (lambda _f: False)
        active = sorted(
            (f for f in findings if not f.suppressed), key=lambda f: (not leads(f), f.severity.rank, *f.sort_key())
        )
        shown = {Severity.ERROR: 0, Severity.WARNING: 0}
        left_out = 0
        for f in active:
            if f.severity not in shown:
                continue
            if shown[f.severity] >= MAX_ANNOTATIONS:
                left_out += 1
                continue
            shown[f.severity] += 1
            level: Level = "error" if f.severity is Severity.ERROR else "warning"
            fix = f"\n{f.fix}" if f.fix else ""
            self.annotate(
                level, f"{f.message}{fix}", file=f.path, line=f.line, col=f.column, title=f"skillgrade {f.rule}"
            )
        return left_out


def write_outputs(path: Path | None, values: Mapping[str, str]) -> None:
    """Append step outputs to ``$GITHUB_OUTPUT``; a value with a newline gets a random heredoc delimiter."""
    if path is None:
        return
    lines = []
    for name, value in values.items():
        if "\n" in value or "\r" in value:
            delimiter = f"ghadelimiter_{secrets.token_hex(8)}"
            lines.append(f"{name}<<{delimiter}\n{value}\n{delimiter}")
        else:
            lines.append(f"{name}={value}")
    with path.open("a", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")


def append_summary(path: Path | None, markdown: str) -> None:
    if path is None:
        return
    with path.open("a", encoding="utf-8") as handle:
        handle.write(markdown.rstrip("\n") + "\n")
