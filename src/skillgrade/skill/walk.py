"""Walking a tree the way every part of skillgrade must: bounded to the tree, never through a
symlink that leads out of it, and past the folders no skill lives in."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

SKIPPED_DIRS = frozenset(
    {
        ".git",
        ".hg",
        ".svn",
        "node_modules",
        "__pycache__",
        ".venv",
        "venv",
        ".tox",
        ".nox",
        ".mypy_cache",
        ".pytest_cache",
        ".ruff_cache",
        "site-packages",
    }
)


def is_within(path: Path, root: Path) -> bool:
    try:
        path.relative_to(root)
    except ValueError:
        return False
    return True


def leaves_tree(path: Path, tree_root: Path) -> bool:
    """True for a symlink whose target lies outside ``tree_root``."""
    return path.is_symlink() and not is_within(path.resolve(), tree_root)


def walk(top: Path, tree_root: Path, outside: list[Path]) -> Iterator[tuple[Path, list[str]]]:
    """Yield each folder below ``top`` with its sorted file names, like ``os.walk`` without its
    hazards: skipped folders and virtual environments are pruned, symlinked folders are never
    entered, and symlinks (folders or files) that point out of the tree are appended to ``outside``."""
    for current, dirs, names in os.walk(top, followlinks=False):
        base = Path(current)
        kept = []
        for name in sorted(dirs):
            path = base / name
            if name in SKIPPED_DIRS or (path / "pyvenv.cfg").exists():
                continue
            if path.is_symlink():
                if leaves_tree(path, tree_root):
                    outside.append(path)
                continue
            kept.append(name)
        dirs[:] = kept
        files = []
        for name in sorted(names):
            if leaves_tree(base / name, tree_root):
                outside.append(base / name)
            else:
                files.append(name)
        yield base, files
