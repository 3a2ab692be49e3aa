"""Suggested replacements for the lines a finding flags: fixes that need no judgement.

A :class:`Suggestion` says "replace lines ``start_line``…``end_line`` of ``path`` with this text".
The pull-request review shows it as a ```` ```suggestion ```` block the author applies with one
click. :func:`suggestions_for` takes them from ``skillgrade fix``'s engine, so the review never
suggests what ``fix`` would not write.
"""

from __future__ import annotations

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
