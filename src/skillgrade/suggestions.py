"""Suggested replacements for the lines a finding flags: fixes that need no judgement.

A :class:`Suggestion` says "replace lines ``start_line``…``end_line`` of ``path`` with this text".
The pull-request review shows it as a ```` ```suggestion ```` block the author applies with one
click. :func:`suggestion_for` knows the fixes that can be computed from the flagged line alone;
``skillgrade fix`` applies the same kind of edits to the files, and is the place for the rest.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from pathlib import PurePosixPath

from skillgrade.findings import Finding
from skillgrade.record import dataclass


@dataclass(frozen=True, slots=True)
class Suggestion:
    path: str
    """The file, as the finding names it."""
    start_line: int
    end_line: int
    """1-based and inclusive: the lines the replacement takes the place of."""
    replacement: str
    """The new text of those lines, without a final newline; ``""`` deletes them."""


_NAME_LINE = re.compile(r"^(?P<key>name:[ \t]*)(?P<quote>['\"]?)(?P<value>[^'\"#\r\n]*?)(?P=quote)(?P<rest>[ \t]*)$")
_VALID_NAME = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")


def _name_matches_folder(finding: Finding, line: str) -> str | None:
    """``name: Wrong`` → ``name: folder`` when the folder is a valid name and the line a plain scalar."""
    folder = PurePosixPath(finding.path).parent.name
    match = _NAME_LINE.match(line)
    if not folder or not _VALID_NAME.match(folder) or len(folder) > 64 or match is None:
        return None
    return f"{match['key']}{folder}"


_ONE_LINE_FIXES: dict[str, Callable[[Finding, str], str | None]] = {
    "NAME_FOLDER_MISMATCH": _name_matches_folder,
}
"""Rules whose fix rewrites the flagged line and nothing else."""


def suggestion_for(finding: Finding, lines: Sequence[str]) -> Suggestion | None:
    """The replacement for the finding's line, when its rule has a mechanical fix and the line allows it.

    ``lines`` are the file's lines without their endings. ``None`` when there is nothing safe to
    suggest (no line, an unknown rule, a line that does not have the expected shape).
    """
    fix = _ONE_LINE_FIXES.get(finding.rule)
    if fix is None or finding.line is None or not 0 < finding.line <= len(lines):
        return None
    old = lines[finding.line - 1]
    new = fix(finding, old)
    if new is None or new == old:
        return None
    return Suggestion(finding.path, finding.line, finding.line, new)
