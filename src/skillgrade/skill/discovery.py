"""Finding skills and plugin manifests below the paths a user gave."""

from __future__ import annotations

import os
from dataclasses import field
from pathlib import Path

from skillgrade.errors import UsageError
from skillgrade.record import dataclass
from skillgrade.skill.walk import leaves_tree, walk

SKILL_FILE = "SKILL.md"
MANIFEST_NAMES = ("plugin.json", "marketplace.json")
MAX_PARENT_LEVELS = 32


@dataclass(frozen=True, slots=True)
class Target:
    path: Path
    """Absolute path of a SKILL.md or of a manifest."""
    tree_root: Path


@dataclass(slots=True)
class Discovery:
    skills: list[Target] = field(default_factory=list)
    manifests: list[Target] = field(default_factory=list)
    outside_links: list[Path] = field(default_factory=list)
    """Symlinks met while walking that point out of the tree; reported, never followed."""
    ignored_files: list[Path] = field(default_factory=list)
    """Files given on the command line that belong to no skill (pre-commit passes these)."""


def discover(paths: list[Path]) -> Discovery:
    """Find every skill and manifest below ``paths``; raise UsageError for a path that is not there."""
    missing = [str(p) for p in paths if not p.exists() and not p.is_symlink()]
    if missing:
        raise UsageError(f"path does not exist: {', '.join(missing)}")
    found = Discovery()
    seen: set[Path] = set()
    for given in paths:
        absolute = Path(os.path.abspath(given))
        if absolute.is_dir():
            _walk(absolute, tree_root_for(absolute), found, seen)
        else:
            _file(absolute, found, seen)
    return found


def tree_root_for(path: Path) -> Path:
    """The repository that holds ``path`` (nearest ``.git``), else ``path`` itself or its folder."""
    start = path if path.is_dir() else path.parent
    return repository_root(start) or start


def repository_root(start: Path) -> Path | None:
    current = start
    for _ in range(MAX_PARENT_LEVELS):
        if (current / ".git").exists():
            return current
        if current.parent == current:
            return None
        current = current.parent
    return None


def _add(target: Target, bucket: list[Target], seen: set[Path]) -> None:
    if target.path not in seen:
        seen.add(target.path)
        bucket.append(target)


def _file(path: Path, found: Discovery, seen: set[Path]) -> None:
    repository = repository_root(path.parent)
    tree_root = repository or path.parent
    if leaves_tree(path, tree_root):
        found.outside_links.append(path)
        return
    if path.name == SKILL_FILE:
        _add(Target(path, tree_root), found.skills, seen)
        return
    if path.name in MANIFEST_NAMES and path.parent.name == ".claude-plugin":
        _add(Target(path, repository or path.parent.parent), found.manifests, seen)
        return
    skill_md = enclosing_skill(path, repository)
    if skill_md is None:
        found.ignored_files.append(path)
    else:
        _add(Target(skill_md, repository or skill_md.parent), found.skills, seen)


def enclosing_skill(path: Path, repository: Path | None) -> Path | None:
    """The SKILL.md of the skill folder holding ``path``: not above the repository, or 8 levels without one."""
    current = path.parent
    for _ in range(MAX_PARENT_LEVELS if repository else 8):
        candidate = current / SKILL_FILE
        if candidate.is_file():
            return candidate
        if current == repository or current.parent == current:
            return None
        current = current.parent
    return None


def _walk(top: Path, tree_root: Path, found: Discovery, seen: set[Path]) -> None:
    outside: list[Path] = []
    for base, names in walk(top, tree_root, outside):
        if SKILL_FILE in names:
            _add(Target(base / SKILL_FILE, tree_root), found.skills, seen)
        if base.name == ".claude-plugin":
            for name in MANIFEST_NAMES:
                if name in names:
                    _add(Target(base / name, tree_root), found.manifests, seen)
    # Other files linked out of a skill are reported on that skill when it is loaded.
    found.outside_links.extend(p for p in outside if p.name == SKILL_FILE or p.is_dir())
