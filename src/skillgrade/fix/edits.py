"""The unit of a mechanical fix: replace a run of lines of one file by other lines.

Line numbers are 1-based and count the file as skillgrade reads it (LF line endings, no BOM), the
numbering every finding uses. An edit always replaces at least one line, so it maps onto a GitHub
``suggestion`` block over the lines ``start_line``..``end_line``; an insertion replaces the line
it follows together with the new lines.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal

from skillgrade.findings import Finding
from skillgrade.record import dataclass


@dataclass(frozen=True, slots=True)
class Edit:
    """One mechanical fix of one finding."""

    path: str
    """The file, as findings name it (``Finding.path``)."""
    start_line: int
    """First line replaced (1-based)."""
    end_line: int
    """Last line replaced (inclusive, ``>= start_line``)."""
    replacement: tuple[str, ...]
    """The lines that take their place, without line endings (empty: the lines are deleted)."""
    findings: tuple[Finding, ...]
    """The findings this edit fixes, the main one first (match them by rule, path and line, or
    by fingerprint). Several when one edit settles them together (a name that is both invalid and
    not its folder's)."""
    summary: str
    """One line for people: what the edit does (``quote the value of 'description'``)."""
    kind: Literal["lines", "encoding"] = "lines"
    """``encoding``: the edit removes a BOM or CRLF line endings. Its lines read the same as before,
    so it cannot be shown as a suggestion; only :func:`skillgrade.fix.write_fix` applies it."""

    @property
    def finding(self) -> Finding:
        return self.findings[0]

    @property
    def suggestable(self) -> bool:
        """Can be offered as a GitHub ``suggestion`` block over ``start_line``..``end_line``."""
        return self.kind == "lines"

    def overlaps(self, other: Edit) -> bool:
        return self.path == other.path and self.start_line <= other.end_line and other.start_line <= self.end_line


@dataclass(frozen=True, slots=True)
class Unfixed:
    """A finding of a fixable rule that was left alone, and why."""

    finding: Finding
    reason: str


def apply_edits(lines: Sequence[str], edits: Iterable[Edit]) -> list[str]:
    """``lines`` with every line edit applied (encoding edits change no line). The edits must not
    overlap; they are applied from the bottom up so earlier line numbers stay valid."""
    result = list(lines)
    chosen = sorted((e for e in edits if e.kind == "lines"), key=lambda e: e.start_line, reverse=True)
    for before, after in zip(chosen[1:], chosen[:-1], strict=True):
        if before.overlaps(after):
            raise ValueError(f"edits overlap at lines {after.start_line}-{before.end_line} of {after.path}")
    for edit in chosen:
        if not 1 <= edit.start_line <= edit.end_line <= len(result):
            raise ValueError(f"edit of lines {edit.start_line}-{edit.end_line} is outside {edit.path}")
        result[edit.start_line - 1 : edit.end_line] = list(edit.replacement)
    return result


def without_overlaps(edits: Iterable[Edit]) -> tuple[list[Edit], list[Edit]]:
    """The edits in order, keeping the first of any that overlap; the rest come second."""
    kept: list[Edit] = []
    deferred: list[Edit] = []
    for edit in edits:
        (deferred if any(edit.overlaps(k) for k in kept if k.kind == edit.kind == "lines") else kept).append(edit)
    return kept, deferred
