"""A finding's identity across versions of a file, in the manner of SARIF's ``partialFingerprints``.

Two findings are the same when they have the same rule, the same file, and flag a line with the
same content (whitespace normalised), counted in order when that content repeats. The line number
is left out (an edit above moves it) and so is the message (a stub that gains a word says "6
words" instead of "3 words" and is still the same finding). A finding about a whole file hashes
an empty line. The PR comment's new/fixed lists and SARIF use this one function.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import NamedTuple

MAX_READ = 4 * 1024 * 1024
"""Bytes read from a file to find a flagged line; a larger file counts as unreadable."""


class Located(NamedTuple):
    rule: str
    path: str
    """The file, as the caller wants it compared (relative to the skill folder, or to the root)."""
    line: int | None


def normalise(text: str) -> str:
    return " ".join(text.split())


def _digest(rule: str, path: str, content: str) -> str:
    key = "\x00".join((rule, path, normalise(content)))
    return hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()[:12]


def fingerprints(findings: Sequence[Located], lines_of: Callable[[str], Sequence[str]]) -> list[str]:
    """One fingerprint per finding, in input order: ``<hash>:<occurrence>``.

    ``lines_of(path)`` gives the file's lines (empty when it cannot be read: the content is then "").
    """
    hashes = []
    for f in findings:
        lines = lines_of(f.path) if f.line else ()
        content = lines[f.line - 1] if f.line and 0 < f.line <= len(lines) else ""
        hashes.append(_digest(f.rule, f.path, content))
    # Occurrences count in file order, so the n-th identical line keeps its number when others move.
    order = sorted(range(len(findings)), key=lambda i: (findings[i].path, findings[i].line or 0, i))
    seen: dict[str, int] = {}
    result = [""] * len(findings)
    for i in order:
        seen[hashes[i]] = seen.get(hashes[i], 0) + 1
        result[i] = f"{hashes[i]}:{seen[hashes[i]]}"
    return result


class FileLines:
    """Reads (once each) the lines of files named relative to ``root``; ``[]`` for one it cannot read."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._cache: dict[str, list[str]] = {}

    def __call__(self, path: str) -> list[str]:
        if path not in self._cache:
            self._cache[path] = self._read(self.root / path)
        return self._cache[path]

    @staticmethod
    def _read(path: Path) -> list[str]:
        try:
            with path.open("rb") as handle:
                data = handle.read(MAX_READ + 1)
        except OSError:
            return []
        if len(data) > MAX_READ:
            return []
        return data.decode("utf-8", "replace").splitlines()
