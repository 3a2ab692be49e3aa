"""The skills a run scores, chosen before the rules are imported, and the reading a large run
starts at that moment.

Importing the rules, the layers and the report model is a tenth of a second of one core; a large
run's sibling family (every SKILL.md read and shingled, :mod:`skillgrade.skill.siblings`) is about
as much work and needs none of it. So ``skillgrade score`` selects its skills first, forks one
process that reads and indexes the family while this one imports the rest, and the scoring
workers are forked afterwards, when everything they need is imported once for both. Nothing here
imports a rule.
"""

from __future__ import annotations

import fnmatch
import os
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from skillgrade.config import Config
from skillgrade.skill.discovery import Discovery, discover

if TYPE_CHECKING:
    from concurrent.futures import Future, ProcessPoolExecutor

    from skillgrade.ci.shard import Shard
    from skillgrade.skill.siblings import SiblingIndex

PARALLEL_MIN_SKILLS = 64
"""Below this many skills a worker pool costs more than it saves (the pre-commit hook scores a few)."""


class Selection:
    """What discovery found and the ``(SKILL.md, tree root)`` pairs the run scores, in order.

    As a context manager it may also index the sibling family in a process of its own
    (:meth:`index_siblings_early`); leaving the context ends that process."""

    def __init__(self, found: Discovery, targets: list[tuple[Path, Path]], cwd: Path) -> None:
        self.found = found
        self.targets = targets
        self.cwd = cwd
        self._pool: ProcessPoolExecutor | None = None
        self._index: Future[SiblingIndex] | None = None

    def __enter__(self) -> Selection:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self._close()

    def index_siblings_early(self, jobs: int) -> None:
        """Start reading and indexing the sibling family in one forked process, when the run will
        score in worker processes (:func:`workers`): the index needs every skill's entry before
        the first is scored."""
        if workers(jobs, len(self.targets)) <= 1:
            return
        import multiprocessing  # only a large run gets here
        from concurrent.futures import ProcessPoolExecutor

        if "fork" not in multiprocessing.get_all_start_methods():
            return
        try:
            self._pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("fork"))
            self._index = self._pool.submit(
                _settled_index, [path for path, _ in self.targets], {root for _, root in self.targets}
            )
        except OSError:  # no semaphores or /dev/shm in some sandboxes: the scoring pool reads it
            self._close()

    def siblings(self) -> SiblingIndex | None:
        """The settled sibling index made early (:meth:`SiblingIndex.build`), waiting for it;
        ``None`` when none was started or its process failed."""
        from concurrent.futures.process import BrokenProcessPool

        if self._index is None:
            return None
        try:
            return self._index.result()
        except (OSError, BrokenProcessPool):
            return None
        finally:
            self._close()

    def _close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
        self._pool, self._index = None, None


def select(paths: list[Path], config: Config, shard: Shard | None = None) -> Selection:
    """Discover the skills below ``paths`` and keep those the configuration and ``shard`` let in."""
    found = discover(paths)
    cwd = Path.cwd()
    targets = [(t.path, t.tree_root) for t in found.skills if not _excluded(t.path.parent, cwd, config.exclude)]
    if shard is not None:
        from skillgrade.ci.shard import in_shard

        targets = [(path, root) for path, root in targets if in_shard(path, root, shard)]
    return Selection(found, targets, cwd)


def _settled_index(skill_mds: list[Path], tree_roots: set[Path]) -> SiblingIndex:
    """The early reader's work: the settled index holds the answers only, a few kB to send back."""
    from skillgrade.skill.siblings import SiblingIndex

    return SiblingIndex.build(skill_mds, tree_roots)


def workers(jobs: int, skills: int) -> int:
    """Worker processes a run of ``skills`` skills scores in (1: this process); ``jobs`` 0 is one per CPU."""
    if skills < PARALLEL_MIN_SKILLS:
        return 1
    return jobs or os.cpu_count() or 1


def display(path: Path, cwd: Path) -> str:
    """``path`` relative to the working directory when it lies inside it, else absolute: a path
    outside it shown as ``../../x`` reads as a different place than the one the user typed."""
    try:
        shown = os.path.relpath(path, cwd)
    except ValueError:
        return path.as_posix()
    return path.as_posix() if shown == ".." or shown.startswith(("../", "..\\")) else Path(shown).as_posix()


def _excluded(folder: Path, cwd: Path, patterns: list[str]) -> bool:
    shown = display(folder, cwd)
    return any(fnmatch.fnmatch(shown, p) or fnmatch.fnmatch(shown + "/", p) for p in patterns)
