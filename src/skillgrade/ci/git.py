"""Every git command the action runs, through ``subprocess`` and nothing else.

The base version of a pull request is read from a detached, temporary ``git worktree``: the
checkout the workflow made is never touched.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import NamedTuple

from skillgrade.errors import UsageError

SAFE_DIRECTORY_ENV = {"GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "safe.directory", "GIT_CONFIG_VALUE_0": "*"}
"""Used only when the environment sets no ``GIT_CONFIG_COUNT`` (the Dockerfile does)."""


class GitError(UsageError):
    """A git command failed; the message has git's own words."""


class FileChange(NamedTuple):
    status: str
    """``A``dded, ``M``odified, ``D``eleted, ``R``enamed, ``C``opied, ``T`` type change."""
    path: str
    """The path after the change (for ``D``: the deleted path)."""
    old_path: str | None = None
    """The path before a rename or copy."""


def git(repo: Path, *args: str, check: bool = True) -> str:
    env = {**os.environ, "GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C"}
    if "GIT_CONFIG_COUNT" not in env:
        env.update(SAFE_DIRECTORY_ENV)
    try:
        done = subprocess.run(
            ["git", "-C", str(repo), *args], capture_output=True, text=True, env=env, check=False, timeout=300
        )
    except FileNotFoundError:
        raise GitError("git is not installed; the action needs it to compare a pull request with its base") from None
    if check and done.returncode != 0:
        raise GitError(f"git {' '.join(args)} failed: {done.stderr.strip() or done.stdout.strip()}")
    return done.stdout


def has_commit(repo: Path, sha: str) -> bool:
    return bool(git(repo, "cat-file", "-t", f"{sha}^{{commit}}", check=False).strip() == "commit")


def ensure_commit(repo: Path, sha: str) -> None:
    """Fetch ``sha`` if the checkout lacks it (``fetch-depth: 1``); explain ``fetch-depth`` if that fails."""
    if has_commit(repo, sha):
        return
    git(repo, "fetch", "--no-tags", "--depth=1", "origin", sha, check=False)
    if not has_commit(repo, sha):
        raise GitError(
            f"commit {sha[:12]} is not in the checkout and could not be fetched; "
            "use actions/checkout with `fetch-depth: 0`"
        )


def merge_base(repo: Path, base: str, head: str) -> str | None:
    """The best common ancestor of ``base`` and ``head``: what a pull request's "Files changed" diffs from.

    A shallow checkout may lack it; then the history is deepened once (``--unshallow``) and asked again.
    ``None`` when the two commits share no history even then.
    """
    found = git(repo, "merge-base", base, head, check=False).strip()
    if found:
        return found
    if git(repo, "rev-parse", "--is-shallow-repository", check=False).strip() == "true":
        git(repo, "fetch", "--no-tags", "--unshallow", "origin", check=False)
        found = git(repo, "merge-base", base, head, check=False).strip()
    return found or None


def head_commit(repo: Path) -> str:
    return git(repo, "rev-parse", "HEAD").strip()


def changed_files(repo: Path, base: str, head: str) -> list[FileChange]:
    out = git(repo, "diff", "--name-status", "-z", "-M", "--no-ext-diff", base, head)
    fields = out.split("\0")
    changes: list[FileChange] = []
    i = 0
    while i < len(fields) and fields[i]:
        status = fields[i][0]
        if status in "RC":
            changes.append(FileChange(status, fields[i + 2], fields[i + 1]))
            i += 3
        else:
            changes.append(FileChange(status, fields[i + 1]))
            i += 2
    return changes


def skill_folders(repo: Path, commit: str) -> set[str]:
    """Folders (repository-relative, ``.`` for the root) that hold a SKILL.md at ``commit``."""
    out = git(repo, "ls-tree", "-r", "-z", "--name-only", commit)
    folders = set()
    for path in out.split("\0"):
        if path == "SKILL.md" or path.endswith("/SKILL.md"):
            folders.add(path.rpartition("/")[0] or ".")
    return folders


def tree_id(repo: Path, commit: str, folder: str) -> str | None:
    """The git tree id of ``folder`` at ``commit``: the identity of the skill's content there."""
    spec = f"{commit}^{{tree}}" if folder == "." else f"{commit}:{folder}"
    out = git(repo, "rev-parse", "--verify", "--quiet", spec, check=False).strip()
    return out or None


@contextmanager
def worktree(repo: Path, commit: str) -> Iterator[Path]:
    """A detached checkout of ``commit`` in a temporary folder, removed afterwards."""
    parent = Path(tempfile.mkdtemp(prefix="skillgrade-base-"))
    path = parent / "tree"
    git(repo, "worktree", "add", "--detach", "--quiet", str(path), commit)
    try:
        yield path
    finally:
        git(repo, "worktree", "remove", "--force", str(path), check=False)
        shutil.rmtree(parent, ignore_errors=True)
        git(repo, "worktree", "prune", check=False)
