"""The text the security rules read, and the helpers they share to place and quote a match.

:func:`read_sources` gives SKILL.md and the skill's bundled text files as :class:`Source` values,
within the file and byte limits it is given; binary, non-UTF-8, oversized and non-regular files are
skipped silently. :func:`line_starts`, :func:`locate`, :func:`with_column` and :func:`clip` turn a
match offset into a finding's line, column and message; :func:`compiled` compiles a regex on first use.
"""

from __future__ import annotations

import functools
import os
import re
import stat
from dataclasses import dataclass
from pathlib import PurePosixPath

from skillgrade.findings import Finding
from skillgrade.skill.model import Skill
from skillgrade.skill.text import MAX_SKILL_BYTES, ReadProblem, read_text

# fmt: off
_BINARY_SUFFIXES = frozenset({
    ".png", ".jpg", ".jpeg", ".gif", ".webp", ".bmp", ".ico", ".icns", ".tif", ".tiff", ".psd", ".pdf",
    ".zip", ".gz", ".tgz", ".bz2", ".xz", ".7z", ".rar", ".jar", ".war", ".whl", ".egg", ".so", ".dylib",
    ".dll", ".exe", ".bin", ".o", ".a", ".class", ".pyc", ".pyo", ".woff", ".woff2", ".ttf", ".otf", ".eot",
    ".mp3", ".mp4", ".m4a", ".wav", ".ogg", ".flac", ".mov", ".avi", ".webm", ".mkv", ".docx", ".xlsx",
    ".pptx", ".odt", ".ods", ".sqlite", ".db", ".parquet", ".npy", ".npz", ".pkl", ".pt", ".onnx",
    ".safetensors",
})
# fmt: on


@dataclass(frozen=True, slots=True)
class Source:
    rel: str
    """Path relative to the skill folder (``SKILL.md`` for the skill file)."""
    path: str
    """Path as shown in findings."""
    text: str
    is_skill_md: bool = False


def read_sources(skill: Skill, max_files: int, max_bytes: int) -> list[Source]:
    """SKILL.md, then bundled text files until ``max_files`` are read or ``max_bytes`` are spent."""
    sources: list[Source] = []
    if skill.text is not None:
        sources.append(Source(skill.skill_md.name, skill.display_path, skill.text, is_skill_md=True))
    nested = tuple(rel[: -len("SKILL.md")] for rel in skill.files if rel.endswith("/SKILL.md"))
    budget = max_bytes
    count = 0
    for rel in skill.files:
        if count >= max_files or budget <= 0:
            break
        if rel == skill.skill_md.name or rel.startswith(nested):
            continue  # SKILL.md is scanned above; a nested skill folder is checked as its own skill
        if PurePosixPath(rel).suffix.lower() in _BINARY_SUFFIXES:
            continue
        path = skill.root / rel
        try:
            info = os.stat(path)
        except OSError:
            continue
        if not stat.S_ISREG(info.st_mode) or info.st_size > min(budget, MAX_SKILL_BYTES) or info.st_size == 0:
            continue  # never open a FIFO or device; skip what does not fit in the budget
        result = read_text(path, MAX_SKILL_BYTES)
        count += 1
        budget -= info.st_size
        if isinstance(result, ReadProblem):
            continue
        sources.append(Source(rel, skill.display_file(rel), result.text))
    return sources


def line_starts(text: str) -> list[int]:
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


def with_column(finding: Finding, column: int) -> Finding:
    return finding.model_copy(update={"column": column})


def clip(text: str, limit: int = 80) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


@functools.cache
def compiled(pattern: str) -> re.Pattern[str]:
    """One of this package's constant patterns, compiled on first use: most only run after a substring check."""
    return re.compile(pattern)
