"""Line numbers through a diff: which lines a pull request added, and where a line moved between commits.

A pull request's review comments sit on lines of its diff (merge base → head, the RIGHT side). The
action scores the checkout, which on a ``pull_request`` event is GitHub's test merge commit, not
the head: a file the base branch also edited has other line numbers there. :func:`line_mapper`
carries a line of one commit to the same line of another, or to ``None`` when an edit touched it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from skillgrade.ci import git

_HUNK = re.compile(r"^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@")


class Hunk(NamedTuple):
    old_start: int
    old_count: int
    new_start: int
    new_count: int

    @property
    def new_lines(self) -> range:
        return range(self.new_start, self.new_start + self.new_count)


def hunks(repo: Path, old: str, new: str, paths: tuple[str, ...] = ()) -> dict[str, list[Hunk]]:
    """Zero-context hunks of ``git diff old new``, by the file's path on the new side.

    Deleted files are left out (nothing of theirs is on the new side); a path git has to quote
    (a tab or newline in it) is left out too.
    """
    out = git.git(
        repo,
        "-c",
        "core.quotePath=false",
        "diff",
        "--unified=0",
        "--no-color",
        "--no-ext-diff",
        "-M",
        old,
        new,
        "--",
        *paths,
    )
    found: dict[str, list[Hunk]] = {}
    current: list[Hunk] | None = None
    for line in out.splitlines():
        if line.startswith("+++ "):
            target = line[4:]
            current = found.setdefault(target[2:], []) if target.startswith("b/") else None
        elif line.startswith("@@") and current is not None and (match := _HUNK.match(line)):
            old_start, old_count, new_start, new_count = match.groups()
            current.append(
                Hunk(
                    int(old_start),
                    1 if old_count is None else int(old_count),
                    int(new_start),
                    1 if new_count is None else int(new_count),
                )
            )
    return found


def added_lines(repo: Path, base: str, head: str) -> dict[str, frozenset[int]]:
    """The lines each file gained between ``base`` and ``head``: what a review comment may sit on."""
    return {
        path: frozenset(n for h in file_hunks for n in h.new_lines)
        for path, file_hunks in hunks(repo, base, head).items()
    }


def map_line(file_hunks: list[Hunk], line: int) -> int | None:
    """Where ``line`` of the old side is on the new side; ``None`` when a hunk changed or removed it."""
    shift = 0
    for h in file_hunks:
        # A pure insertion (old_count 0) sits *after* old line old_start; a change covers its lines.
        first_after = h.old_start + 1 if h.old_count == 0 else h.old_start + h.old_count
        if h.old_count and h.old_start <= line < first_after:
            return None
        if line < (h.old_start + 1 if h.old_count == 0 else h.old_start):
            break
        shift += h.new_count - h.old_count
    return line + shift


def line_mapper(repo: Path, old: str, new: str) -> Callable[[str, int], int | None]:
    """``(path, line of old) -> line of new``; the identity when the two commits are the same."""
    if git.git(repo, "rev-parse", old).strip() == git.git(repo, "rev-parse", new).strip():
        return lambda _path, line: line
    changed = hunks(repo, old, new)
    return lambda path, line: map_line(changed[path], line) if path in changed else line
