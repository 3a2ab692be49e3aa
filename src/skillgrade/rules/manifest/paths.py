"""Resolving the paths a manifest names, without ever leaving the scanned tree.

:func:`resolve` joins a manifest path to its base lexically and classifies the result (inside, absolute,
escaping the base, outside the tree, or leading out through a symlink); :func:`link_leaves_tree` reads
symlinks one hop at a time and never follows one whose target lies outside the tree. The ``holds_*``
helpers look for the SKILL.md and .md files a component folder must contain, with a bounded scan.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

URL = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://")
_WINDOWS_ABSOLUTE = re.compile(r"^[A-Za-z]:[\\/]")

_MAX_SCANNED_ENTRIES = 5000
_MAX_LINK_HOPS = 40


@dataclass(frozen=True, slots=True)
class Resolved:
    status: str
    """``ok``, ``absolute``, ``escape`` (leaves ``base``), ``outside`` (leaves the tree) or ``link-out``."""
    path: Path


def is_absolute(value: str) -> bool:
    return value.startswith(("/", "\\", "~")) or bool(_WINDOWS_ABSOLUTE.match(value))


def within(path: str | Path, root: str | Path) -> bool:
    path, root = str(path), str(root)
    return path == root or path.startswith(root.rstrip(os.sep) + os.sep)


def resolve(base: Path, value: str, tree_root: Path) -> Resolved:
    """Resolve ``value`` against ``base`` lexically; never touch anything outside ``tree_root``."""
    if is_absolute(value):
        return Resolved("absolute", Path(value))
    joined = Path(os.path.normpath(os.path.join(base, value)))
    if not within(joined, base):
        return Resolved("escape", joined)
    if not within(joined, tree_root):
        return Resolved("outside", joined)
    if link_leaves_tree(joined, tree_root):
        return Resolved("link-out", joined)
    return Resolved("ok", joined)


def link_leaves_tree(path: Path, tree_root: Path) -> bool:
    """Whether following the symlinks on the way to ``path`` would leave ``tree_root``.

    Each link is read (never followed) and its target checked before going on, so nothing outside the
    tree is ever looked at.
    """
    real_root = os.path.realpath(tree_root)
    parts = list(path.relative_to(tree_root).parts)
    current = str(tree_root)
    hops = 0
    while parts:
        candidate = os.path.join(current, parts.pop(0))
        if not os.path.islink(candidate):
            if not os.path.lexists(candidate):
                return False
            current = candidate
            continue
        hops += 1
        try:
            target = os.path.normpath(os.path.join(current, os.readlink(candidate)))
        except OSError:
            return False
        if within(target, tree_root):
            rest = os.path.relpath(target, tree_root)
        elif within(target, real_root):
            rest = os.path.relpath(target, real_root)
        else:
            return True
        if hops > _MAX_LINK_HOPS:
            return True
        parts = [p for p in Path(rest).parts if p != "."] + parts
        current = str(tree_root)
    return False


def safe_is_file(path: Path, tree_root: Path) -> bool:
    return not link_leaves_tree(path, tree_root) and path.is_file()


def holds_skill(folder: Path, tree_root: Path) -> bool:
    """A SKILL.md in ``folder`` or in one of its immediate subfolders."""
    if safe_is_file(folder / "SKILL.md", tree_root):
        return True
    try:
        with os.scandir(folder) as entries:
            for count, entry in enumerate(entries):
                if count >= _MAX_SCANNED_ENTRIES:
                    return True  # too big to scan: do not guess it is empty
                child = Path(entry.path)
                if link_leaves_tree(child, tree_root):
                    continue
                if entry.is_dir() and safe_is_file(child / "SKILL.md", tree_root):
                    return True
    except OSError:
        return False
    return False


def holds_markdown(folder: Path, tree_root: Path) -> bool:
    """A .md file anywhere below ``folder`` (symlinks are not followed)."""
    seen = 0
    for current, dirs, names in os.walk(folder, followlinks=False):
        if any(n.endswith(".md") and safe_is_file(Path(current) / n, tree_root) for n in names):
            return True
        seen += len(dirs) + len(names)
        if seen >= _MAX_SCANNED_ENTRIES:
            return True
    return False
