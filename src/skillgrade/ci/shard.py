"""Shards: a stable split of skills over ``n`` jobs of a GitHub Actions matrix.

A skill belongs to shard ``sha256(folder) mod n``, where ``folder`` is its folder relative to
the repository root in POSIX form. The assignment depends on nothing but that path, so every job
of a matrix agrees on it without talking to the others, and adding a skill never moves another.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from skillgrade.errors import UsageError

_SPEC = re.compile(r"\s*(\d+)\s*/\s*(\d+)\s*")


@dataclass(frozen=True)
class Shard:
    index: int
    """1-based, as a matrix lists it: ``1/4`` … ``4/4``."""
    count: int

    def __str__(self) -> str:
        return f"{self.index}/{self.count}"


def parse_shard(text: str) -> Shard:
    """``"2/8"`` → ``Shard(2, 8)``; a UsageError that shows the expected form otherwise."""
    match = _SPEC.fullmatch(text)
    if match is None:
        raise UsageError(f"--shard must look like I/N (e.g. 2/8), got {text!r}")
    index, count = int(match[1]), int(match[2])
    if count < 1 or not 1 <= index <= count:
        raise UsageError(f"--shard {text}: I must be between 1 and N, and N at least 1")
    return Shard(index, count)


def shard_of(folder: str, count: int) -> int:
    """The 1-based shard of a skill folder (relative POSIX path) among ``count`` shards."""
    normal = PurePosixPath(folder.replace("\\", "/")).as_posix().strip("/") or "."
    digest = hashlib.sha256(normal.encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") % count + 1


def skill_key(skill_md: Path, tree_root: Path) -> str:
    """The folder of ``skill_md`` relative to ``tree_root``: what :func:`shard_of` hashes."""
    folder = skill_md.parent
    try:
        return folder.relative_to(tree_root).as_posix()
    except ValueError:
        return folder.as_posix()


def in_shard(skill_md: Path, tree_root: Path, shard: Shard | None) -> bool:
    """Whether the skill of ``skill_md`` belongs to ``shard``; every skill does when there is none."""
    return shard is None or shard_of(skill_key(skill_md, tree_root), shard.count) == shard.index


@dataclass(frozen=True)
class ShardPart:
    """One shard's output as a merge sees it: where it came from, which shard, and the facts every
    shard of one run must share (the skillgrade version, the commit, the settings …)."""

    source: str
    shard: Shard
    facts: tuple[tuple[str, str], ...]


def check_shard_set(parts: list[ShardPart]) -> None:
    """A UsageError unless ``parts`` are shards 1…N of one run, each exactly once, agreeing on N and
    on every fact. A merge of an incomplete set would pass a gate it never checked."""
    if not parts:
        raise UsageError("no shard results to merge")
    columns = {"N": [str(p.shard.count) for p in parts]}
    for name in dict(parts[0].facts):
        columns[name] = [dict(p.facts).get(name) or "none" for p in parts]
    for name, values in columns.items():
        if len(set(values)) > 1:
            raise UsageError(f"the shards come from different runs: the {name} differs ({_groups(parts, values)})")
    count = parts[0].shard.count
    seen: dict[int, str] = {}
    for part in parts:
        if part.shard.index in seen:
            raise UsageError(f"shard {part.shard} appears twice: {seen[part.shard.index]} and {part.source}")
        seen[part.shard.index] = part.source
    missing = [i for i in range(1, count + 1) if i not in seen]
    if missing:
        found = ", ".join(f"{i}/{count}" for i in sorted(seen))
        lost = ", ".join(f"{i}/{count}" for i in missing)
        raise UsageError(f"incomplete set of shards: {lost} missing (found {found}); did a shard job fail?")


def _groups(parts: list[ShardPart], values: list[str]) -> str:
    """``0.1.0 in 1/3, 2/3 vs 0.2.0 in 3/3``."""
    groups: dict[str, list[str]] = {}
    for part, value in zip(parts, values, strict=True):
        groups.setdefault(value, []).append(str(part.shard))
    return " vs ".join(f"{value} in {', '.join(shards)}" for value, shards in groups.items())
