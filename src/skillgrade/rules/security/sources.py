"""The text the security rules read, and the helpers they share to place and quote a match.

A :class:`Source` is SKILL.md or a piece of a bundled text file (see :mod:`.inventory`);
:func:`line_starts`, :func:`locate`, :func:`with_column` and :func:`clip` turn a
match offset into a finding's line, column and message; :func:`compiled` compiles a regex on first use.
"""

from __future__ import annotations

import functools
import re
from dataclasses import replace

from skillgrade.findings import Finding
from skillgrade.record import dataclass


@dataclass(frozen=True, slots=True)
class Source:
    rel: str
    """Path relative to the skill folder (``SKILL.md`` for the skill file)."""
    path: str
    """Path as shown in findings."""
    text: str
    is_skill_md: bool = False
    first_line: int = 1
    """The file line ``text`` starts on: a large file is scanned in chunks."""


@functools.lru_cache(maxsize=4)
def line_starts(text: str) -> list[int]:
    """Offsets where each line starts (cached: every rule of a file asks; a str caches its hash)."""
    starts = [0]
    index = text.find("\n")
    while index != -1:
        starts.append(index + 1)
        index = text.find("\n", index + 1)
    return starts


def locate(starts: list[int], offset: int) -> tuple[int, int]:
    """1-based line and column (in code points) of ``offset``."""
    lo, hi = 0, len(starts) - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if starts[mid] <= offset:
            lo = mid
        else:
            hi = mid - 1
    return lo + 1, offset - starts[lo] + 1


@functools.lru_cache(maxsize=4)
def lower_keeping_offsets(text: str) -> str:
    """``text`` lower-cased with every offset kept (a few characters lower-case to two); cached like
    :func:`line_starts`: four rules lower the same file, some of them twice."""
    lowered = text.lower()
    if len(lowered) == len(text):
        return lowered
    return "".join(c if len(c.lower()) != 1 else c.lower() for c in text)


def with_column(finding: Finding, column: int) -> Finding:
    return replace(finding, column=column)


def clip(text: str, limit: int = 80) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


@functools.cache
def compiled(pattern: str) -> re.Pattern[str]:
    """One of this package's constant patterns, compiled on first use: most only run after a substring check."""
    return re.compile(pattern)
