"""Suggested replacements for the lines a finding flags: fixes that need no judgement.

A :class:`Suggestion` says "replace lines ``start_line``…``end_line`` of ``path`` with this text".
The pull-request review shows it as a ```` ```suggestion ```` block the author applies with one
click. :func:`suggestion_for` knows the fixes that can be computed from the flagged lines alone;
:func:`suggestions_from_rewrite` turns any fixed version of a file (what ``skillgrade fix``
writes) into suggestions, so a fixer that rewrites a file needs no review code of its own.
"""

from __future__ import annotations

import difflib
import json
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


Fixer = Callable[[Finding, Sequence[str]], Suggestion | None]

_NAME_LINE = re.compile(r"^(?P<key>name:[ \t]*)(?P<quote>['\"]?)(?P<value>[^'\"#\r\n]*?)(?P=quote)[ \t]*$")
_VALID_NAME = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_PLAIN_ENTRY = re.compile(
    r"^(?P<indent>[ \t]+)(?P<key>[A-Za-z0-9_.-]+):[ \t]+(?P<value>[^'\"\[\]{}&*!|>#%@`\s][^#]*?)[ \t]*$"
)
_TOOLS_KEY = re.compile(r"^allowed-tools:[ \t]*(?P<rest>.*?)[ \t]*$")
_TOOLS_ITEM = re.compile(r"^[ \t]*-[ \t]+(?P<item>\S+)[ \t]*$")
_CONTINUES = re.compile(r"^(?:[ \t]|-[ \t]|-$)")
"""A line that still belongs to a block value: indented, or another ``- item``."""
_FLOW_LIST = re.compile(r"^\[(?P<items>[^\[\]{}'\"#]*)\]$")


def _line(finding: Finding, lines: Sequence[str]) -> str | None:
    if finding.line is None or not 0 < finding.line <= len(lines):
        return None
    return lines[finding.line - 1]


def _one_line(finding: Finding, new: str | None, old: str) -> Suggestion | None:
    if new is None or new == old or finding.line is None:
        return None
    return Suggestion(finding.path, finding.line, finding.line, new)


def _name_matches_folder(finding: Finding, lines: Sequence[str]) -> Suggestion | None:
    """``name: Wrong`` → ``name: folder`` when the folder is a valid name and the line a plain scalar."""
    old = _line(finding, lines)
    folder = PurePosixPath(finding.path).parent.name
    match = _NAME_LINE.match(old or "")
    if old is None or match is None or not _VALID_NAME.match(folder) or len(folder) > 64:
        return None
    return _one_line(finding, f"{match['key']}{folder}", old)


def _field_type(finding: Finding, lines: Sequence[str]) -> Suggestion | None:
    if finding.message.startswith("metadata '"):
        return _quoted_metadata(finding, lines)
    if finding.message.startswith("allowed-tools is a list"):
        return _tools_as_string(finding, lines)
    return None


def _quoted_metadata(finding: Finding, lines: Sequence[str]) -> Suggestion | None:
    """``  version: 1.0`` → ``  version: "1.0"``: a plain scalar that YAML read as a number or a bool."""
    old = _line(finding, lines)
    match = _PLAIN_ENTRY.match(old or "")
    if old is None or match is None:
        return None
    return _one_line(finding, f"{match['indent']}{match['key']}: {json.dumps(match['value'])}", old)


def _tools_as_string(finding: Finding, lines: Sequence[str]) -> Suggestion | None:
    """``allowed-tools:`` with a block or flow list of single-word tools → the spec's space-separated string."""
    old = _line(finding, lines)
    match = _TOOLS_KEY.match(old or "")
    if old is None or match is None or finding.line is None:
        return None
    rest = match["rest"]
    if rest:
        flow = _FLOW_LIST.match(rest)
        items = [i.strip() for i in flow["items"].split(",")] if flow else []
        end = finding.line
    else:
        items, end = [], finding.line
        while end < len(lines) and (item := _TOOLS_ITEM.match(lines[end])):
            items.append(item["item"])
            end += 1
        if end < len(lines) and _CONTINUES.match(lines[end]):
            return None  # the list goes on in a shape this does not read: leave it whole
    if not items or any(not i or " " in i or "'" in i or '"' in i for i in items):
        return None
    return Suggestion(finding.path, finding.line, end, "allowed-tools: " + " ".join(items))


_FIXERS: dict[str, Fixer] = {
    "NAME_FOLDER_MISMATCH": _name_matches_folder,
    "FIELD_TYPE": _field_type,
}
"""Rules with a fix computed from the flagged lines alone."""


def suggestion_for(finding: Finding, lines: Sequence[str]) -> Suggestion | None:
    """The replacement for the finding's lines, when its rule has a mechanical fix and the lines allow it.

    ``lines`` are the file's lines without their endings. ``None`` when there is nothing safe to
    suggest (no line, a rule without a mechanical fix, lines that do not have the expected shape).
    """
    fixer = _FIXERS.get(finding.rule)
    return fixer(finding, lines) if fixer is not None else None


def suggestions_from_rewrite(path: str, old: Sequence[str], new: Sequence[str]) -> list[Suggestion]:
    """The edits that turn ``old`` into ``new`` (both without line endings), as suggestions.

    A suggestion replaces at least one line, so a pure insertion takes a neighbouring unchanged
    line along (the one above it, or below it at the top of the file); edits that then share a
    line become one suggestion. An empty ``old`` has no line to anchor on: no suggestion.
    """
    if not old:
        return []
    groups: list[list[int]] = []  # [i1, i2, j1, j2]: old[i1:i2] becomes new[j1:j2]
    matcher = difflib.SequenceMatcher(a=list(old), b=list(new), autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        if i1 == i2:  # the neighbour is in an "equal" run (difflib never puts two edits side by side)
            i1, j1, i2, j2 = (i1 - 1, j1 - 1, i2, j2) if i1 > 0 else (i1, j1, i2 + 1, j2 + 1)
        if groups and i1 < groups[-1][1]:
            groups[-1][1:4:2] = [max(groups[-1][1], i2), max(groups[-1][3], j2)]
        else:
            groups.append([i1, i2, j1, j2])
    return [Suggestion(path, i1 + 1, i2, "\n".join(new[j1:j2])) for i1, i2, j1, j2 in groups]
