"""Reading invocation files into the store: records or Claude Code transcripts, one transaction per file.

A line that cannot be used is reported with its file and line number and skipped; every other line
of the file is stored. A file is stored whole or not at all: a crash mid-file leaves no rows of it,
and running the ingest again stores it. Records already stored (same id, or same content for records
without one) are skipped, so ingesting a file twice adds nothing.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from pydantic import ValidationError

from skillgrade.errors import UsageError
from skillgrade.usage.records import InvocationRecord, content_id
from skillgrade.usage.rubric import RUBRIC_VERSION, Baseline, score
from skillgrade.usage.store import Dialect, Store
from skillgrade.usage.transcripts import looks_like_transcript, read_transcript

InputFormat = Literal["auto", "records", "claude-code"]


@dataclass(frozen=True)
class Problem:
    """A line that was skipped, and why."""

    path: Path
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.message}"


@dataclass
class FileResult:
    """What one file contributed."""

    path: Path
    kind: str
    records: int = 0
    added: int = 0
    problems: list[Problem] = field(default_factory=list)


def ingest(
    store: Store,
    paths: Sequence[Path],
    input_format: InputFormat = "auto",
    baselines: dict[str, Baseline] | None = None,
) -> list[FileResult]:
    """Ingest each file in its own transaction."""
    missing = [p for p in paths if not p.is_file()]
    if missing:
        raise UsageError(f"no such file: {', '.join(map(str, missing))}")
    return [ingest_file(store, path, input_format, baselines) for path in paths]


def ingest_file(
    store: Store, path: Path, input_format: InputFormat = "auto", baselines: dict[str, Baseline] | None = None
) -> FileResult:
    kind = _detect(path) if input_format == "auto" else input_format
    result = FileResult(path, kind)
    rows = (row(store.dialect, record, baselines) for record in _records(path, kind, result))
    try:
        result.added = store.insert(rows)
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror or exc}") from None
    return result


def _records(path: Path, kind: str, result: FileResult) -> Iterator[InvocationRecord]:
    items = read_transcript(_lines(path, result)) if kind == "claude-code" else _record_lines(_lines(path, result))
    for number, item in items:
        if isinstance(item, str):
            result.problems.append(Problem(path, number, item))
        else:
            result.records += 1
            yield item


def _lines(path: Path, result: FileResult) -> Iterator[tuple[int, str]]:
    with path.open("rb") as handle:
        for number, raw in enumerate(handle, 1):
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                result.problems.append(Problem(path, number, f"not UTF-8 (byte {exc.start})"))
                continue
            if text.strip():
                yield number, text


def _record_lines(lines: Iterator[tuple[int, str]]) -> Iterator[tuple[int, InvocationRecord | str]]:
    for number, text in lines:
        try:
            yield number, InvocationRecord.model_validate_json(text)
        except ValidationError as exc:
            yield number, validation_message(exc)


def _detect(path: Path) -> str:
    """``claude-code`` when the first non-blank line is a transcript line, else ``records``."""
    try:
        with path.open("rb") as handle:
            first = next((line for line in handle if line.strip()), b"")
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        data = json.loads(first)
    except ValueError:
        return "records"
    return "claude-code" if isinstance(data, dict) and looks_like_transcript(data) else "records"


def validation_message(exc: ValidationError) -> str:
    """One line naming the fields that failed."""
    errors = exc.errors(include_url=False)
    if errors and errors[0]["type"] == "json_invalid":
        return f"not JSON: {errors[0]['msg']}"
    parts = [f"{'.'.join(str(p) for p in e['loc']) or 'record'}: {e['msg']}" for e in errors[:3]]
    more = len(errors) - 3
    return "; ".join(parts) + (f" (and {more} more)" if more > 0 else "")


def row(dialect: Dialect, record: InvocationRecord, baselines: dict[str, Baseline] | None = None) -> tuple[object, ...]:
    """The stored row of a record, in :data:`skillgrade.usage.store.COLUMNS` order."""
    scored = score(record, baselines)
    canonical = record.canonical_json()
    had_error = None if record.errors is None else int(bool(record.errors))
    return (
        record.id if record.id is not None else content_id(canonical),
        record.skill_name,
        record.category,
        dialect.timestamp(record.timestamp),
        record.source,
        had_error,
        scored.total,
        scored.completion.points,
        scored.efficiency.points,
        scored.quality.points,
        scored.satisfaction.points,
        scored.coverage,
        *(c.coverage for c in scored.components),
        RUBRIC_VERSION,
        canonical,
    )
