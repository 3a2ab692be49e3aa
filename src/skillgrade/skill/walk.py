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
    entered, and symlinks (folders or files) that point out of the tree are appended to ``outside``.

    Folders are visited in ``os.walk``'s order (top-down, each folder's subfolders by name). Its
    directory entries tell a symlink without a system call per file (``os.walk`` drops them)."""
    pending = [top]
    while pending:
        base = pending.pop()
        try:
            with os.scandir(base) as listing:
                entries = sorted(listing, key=_name)
        except OSError:  # unreadable or gone: os.walk skips it too
            continue
        folders: list[Path] = []
        for entry in entries:
            if not _is_dir(entry) or entry.name in SKIPPED_DIRS:
                continue
            path = base / entry.name
            if (path / "pyvenv.cfg").exists():
                continue
            if _is_symlink(entry):
                if not is_within(path.resolve(), tree_root):
                    outside.append(path)
            else:
                folders.append(path)
        files: list[str] = []
        for entry in entries:
            if _is_dir(entry):
                continue
            if _is_symlink(entry) and not is_within((base / entry.name).resolve(), tree_root):
                outside.append(base / entry.name)
            else:
                files.append(entry.name)
        yield base, files
        pending.extend(reversed(folders))


def _name(entry: os.DirEntry[str]) -> str:
    return entry.name


def _is_dir(entry: os.DirEntry[str]) -> bool:
    try:
        return entry.is_dir()  # follows a symlink, as os.walk does to sort folders from files
    except OSError:
        return False


def _is_symlink(entry: os.DirEntry[str]) -> bool:
    try:
        return entry.is_symlink()
    except OSError:
        return False
