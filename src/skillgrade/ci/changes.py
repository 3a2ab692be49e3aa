"""Which skills a pull request changed.

A skill is a folder holding a SKILL.md. It changed when any file under it changed, except files
under a nested skill folder, which belong to that skill. A skill present only on the head was
added, one present only on the base was removed, and a removed/added pair whose SKILL.md git sees
as a rename was renamed.
"""

from __future__ import annotations

import fnmatch
from collections.abc import Iterable
from pathlib import Path
from typing import Literal, NamedTuple

from skillgrade.ci import git
from skillgrade.ci.shard import Shard, shard_of

ChangeKind = Literal["added", "removed", "modified", "renamed"]


class SkillChange(NamedTuple):
    kind: ChangeKind
    base: str | None
    """The skill's folder on the base (``None`` when added)."""
    head: str | None
    """The skill's folder on the head (``None`` when removed)."""

    @property
    def folder(self) -> str:
        """The name to show: the head folder, or the base folder of a removed skill."""
        return self.head or self.base or "."


def owner(path: str, folders: set[str]) -> str | None:
    """The innermost skill folder holding ``path``."""
    parts = path.split("/")[:-1]
    for depth in range(len(parts), -1, -1):
        candidate = "/".join(parts[:depth]) or "."
        if candidate in folders:
            return candidate
    return None


def detect_changes(repo: Path, base: str, head: str) -> list[SkillChange]:
    """Skills changed between the commits ``base`` and ``head``, sorted by folder."""
    files = git.changed_files(repo, base, head)
    base_folders, head_folders = git.skill_folders(repo, base), git.skill_folders(repo, head)
    touched_base: set[str] = set()
    touched_head: set[str] = set()
    renames: dict[str, str] = {}
    for change in files:
        old = change.old_path if change.status in "RC" else change.path
        if change.status != "A" and old is not None and (folder := owner(old, base_folders)):
            touched_base.add(folder)
        if change.status != "D" and (folder := owner(change.path, head_folders)):
            touched_head.add(folder)
        if change.status == "R" and change.old_path and _is_skill_md(change.path) and _is_skill_md(change.old_path):
            renames[_folder_of(change.old_path)] = _folder_of(change.path)
    return _classify(touched_base, touched_head, base_folders, head_folders, renames)


def _classify(
    touched_base: set[str],
    touched_head: set[str],
    base_folders: set[str],
    head_folders: set[str],
    renames: dict[str, str],
) -> list[SkillChange]:
    changes: list[SkillChange] = []
    claimed: set[str] = set()
    for folder in sorted(touched_base | touched_head):
        if folder in base_folders and folder in head_folders:
            changes.append(SkillChange("modified", folder, folder))
        elif folder in base_folders:
            new = renames.get(folder)
            if new in head_folders and new not in base_folders:
                changes.append(SkillChange("renamed", folder, new))
                claimed.add(new)
            else:
                changes.append(SkillChange("removed", folder, None))
    for folder in sorted(touched_head - base_folders - claimed):
        changes.append(SkillChange("added", None, folder))
    return sorted(changes, key=lambda c: c.folder)


def _is_skill_md(path: str) -> bool:
    return path == "SKILL.md" or path.endswith("/SKILL.md")


def _folder_of(path: str) -> str:
    return path.rpartition("/")[0] or "."


def matches(folder: str, patterns: Iterable[str]) -> bool:
    """Whether a skill folder is selected by the ``paths`` globs (SKILL.md path or folder; ``**`` spans folders)."""
    skill_md = "SKILL.md" if folder == "." else f"{folder}/SKILL.md"
    for pattern in patterns:
        pattern = pattern.strip().removeprefix("./").rstrip("/")
        candidates = {pattern, pattern.removeprefix("**/")} if pattern.startswith("**/") else {pattern}
        for candidate in candidates:
            if any(fnmatch.fnmatchcase(target, candidate) for target in (skill_md, folder, folder + "/SKILL.md")):
                return True
            if fnmatch.fnmatchcase(skill_md, candidate.rstrip("/") + "/**") or skill_md.startswith(candidate + "/"):
                return True
    return False


def select(changes: list[SkillChange], patterns: list[str], shard: Shard | None) -> list[SkillChange]:
    """The changes whose skill the ``paths`` globs select and that belong to ``shard``."""
    chosen = []
    for change in changes:
        if not any(matches(f, patterns) for f in (change.head, change.base) if f is not None):
            continue
        if shard is not None and shard_of(change.folder, shard.count) != shard.index:
            continue
        chosen.append(change)
    return chosen
