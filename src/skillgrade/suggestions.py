"""Suggested replacements for the lines a finding flags: fixes that need no judgement.

A :class:`Suggestion` says "replace lines ``start_line``…``end_line`` of ``path`` with this text".
The pull-request review shows it as a ```` ```suggestion ```` block the author applies with one
click. :func:`suggestions_for` takes them from ``skillgrade fix``'s engine, so the review never
suggests what ``fix`` would not write; :func:`suggestions_from_rewrite` turns any fixed version of
a file into suggestions.
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from skillgrade.findings import Finding
from skillgrade.record import dataclass

if TYPE_CHECKING:
    from skillgrade.report.model import SkillResult


@dataclass(frozen=True, slots=True)
class Suggestion:
    path: str
    """The file, as the finding names it."""
    start_line: int
    end_line: int
    """1-based and inclusive: the lines the replacement takes the place of."""
    replacement: str
    """The new text of those lines, without a final newline; ``""`` deletes them."""


def suggestions_for(result: SkillResult, cwd: Path | None = None) -> dict[Finding, Suggestion]:
    """The one-click suggestion for each finding of ``result`` that ``skillgrade fix`` would fix.

    The edits are the fix engine's own (:func:`skillgrade.fix.plan_for`), so a suggestion and
    ``skillgrade fix`` always agree; an edit that cannot be shown as replaced lines (removing a BOM
    or CRLF endings) gives none. Every finding an edit settles maps to it.
    """
    from skillgrade.fix import plan_for  # the fixers load only where suggestions are made

    made: dict[Finding, Suggestion] = {}
    for edit in plan_for(result, cwd).edits:
        if not edit.suggestable:
            continue
        suggestion = Suggestion(edit.path, edit.start_line, edit.end_line, "\n".join(edit.replacement))
        for finding in edit.findings:
            made.setdefault(finding, suggestion)
    return made


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
