"""Turning a skill folder into a :class:`Skill`: never raises for anything the folder contains."""

from __future__ import annotations

import stat
from pathlib import Path
from typing import TYPE_CHECKING

from skillgrade.skill import frontmatter
from skillgrade.skill.model import Skill
from skillgrade.skill.text import MAX_SKILL_BYTES, ReadProblem, read_text
from skillgrade.skill.walk import walk

MAX_FILES_PER_SKILL = 2000
MAX_HASHED_BYTES = 4 * 1024 * 1024

# The interpreter's own SHA-256 gives the digest hashlib's does; importing hashlib loads OpenSSL,
# about 2 ms of a pre-commit hook run (the whole corpus hashes 11 MB: about 10 ms more of CPU).
if TYPE_CHECKING:
    from hashlib import sha256 as _sha256
else:
    try:
        from _sha2 import sha256 as _sha256  # Python 3.12+
    except ImportError:
        try:
            from _sha256 import sha256 as _sha256  # Python 3.10 and 3.11
        except ImportError:  # an interpreter built without it
            from hashlib import sha256 as _sha256
sha256 = _sha256
"""SHA-256 without OpenSSL, for the other digests of the quick path (the scan cache's keys)."""


def load_skill(skill_md: Path, tree_root: Path, display_root: str) -> Skill:
    root = skill_md.parent
    skill = Skill(root=root, skill_md=skill_md, display_root=display_root, tree_root=tree_root)
    skill.files, skill.outside_links = list_files(root, tree_root)
    result = read_text(skill_md, MAX_SKILL_BYTES)
    if isinstance(result, ReadProblem):
        skill.read_problem = result
        skill.content_hash = _hash_folder(root, skill.files)
        return skill
    skill.text, skill.had_crlf, skill.had_bom = result.text, result.had_crlf, result.had_bom
    parts = frontmatter.split(result.text)
    skill.frontmatter = parts.frontmatter
    skill.frontmatter_problems = parts.problems
    skill.body, skill.body_start_line = parts.body, parts.body_start_line
    skill.content_hash = _hash_folder(root, skill.files)
    return skill


def list_files(root: Path, tree_root: Path) -> tuple[list[str], list[str]]:
    """Files below ``root`` (relative, sorted) and the symlinks that point out of ``tree_root``."""
    files: list[str] = []
    outside: list[Path] = []
    for folder, names in walk(root, tree_root, outside):
        for name in names:
            files.append((folder / name).relative_to(root).as_posix())
            if len(files) >= MAX_FILES_PER_SKILL:
                break
        if len(files) >= MAX_FILES_PER_SKILL:
            break
    return sorted(files), [p.relative_to(root).as_posix() for p in outside]


def _hash_folder(root: Path, files: list[str]) -> str:
    digest = _sha256()
    budget = MAX_HASHED_BYTES
    for rel in files:
        digest.update(rel.encode() + b"\0")
        path = root / rel
        try:
            info = path.stat()
            size = info.st_size
            if not stat.S_ISREG(info.st_mode):
                digest.update(b"not-a-regular-file")
            elif size <= budget:
                digest.update(path.read_bytes())
                budget -= size
            else:
                digest.update(f"size={size}".encode())
        except OSError:
            digest.update(b"unreadable")
        digest.update(b"\0")
    return "sha256:" + digest.hexdigest()
