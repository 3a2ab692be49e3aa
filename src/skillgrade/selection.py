"""The skills a run scores, chosen before the rules are imported, and the reading a large run
starts at that moment.

A large run's sibling index needs every SKILL.md read and shingled (:mod:`skillgrade.skill.siblings`)
before the first skill is scored, and that reading needs no rule. So ``skillgrade score`` selects
its skills first and forks its readers, then imports the rules, layers and report model while they
read, takes over the reads they have not started, and bands the family; the scoring workers are
forked after that, when everything they need is imported once for all of them. Nothing here
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
    from skillgrade.skill.siblings import SiblingEntry, SiblingIndex

PARALLEL_MIN_SKILLS = 64
"""Below this many skills a worker pool costs more than it saves (the pre-commit hook scores a few)."""
READS_PER_WORKER = 8
"""Pieces the family is read in, per reader: small enough that the readers end together and that
this process, once its imports are done, finds pieces nobody has started."""


class Selection:
    """What discovery found and the ``(SKILL.md, tree root)`` pairs the run scores, in order.

    As a context manager it may also read the sibling family in processes of its own
    (:meth:`read_siblings_early`); leaving the context ends them."""

    def __init__(self, found: Discovery, targets: list[tuple[Path, Path]], cwd: Path) -> None:
        self.found = found
        self.targets = targets
        self.cwd = cwd
        self._pool: ProcessPoolExecutor | None = None
        self._family: tuple[list[Path], list[Path]] = ([], [])
        self._reads: list[tuple[list[Path], Future[list[SiblingEntry | None]]]] = []

    def __enter__(self) -> Selection:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self._close()

    def read_siblings_early(self, jobs: int) -> None:
        """Start reading the sibling family in as many forked processes as the run will score in,
        when it scores in worker processes (:func:`workers`)."""
        count = workers(jobs, len(self.targets))
        if count <= 1:
            return
        import multiprocessing  # only a large run gets here
        from concurrent.futures import ProcessPoolExecutor

        from skillgrade.skill.siblings import family, sibling_entries

        if "fork" not in multiprocessing.get_all_start_methods():
            return
        self._family = family([path for path, _ in self.targets], {root for _, root in self.targets})
        paths = self._family[1]
        size = max(1, -(-len(paths) // (count * READS_PER_WORKER)))
        try:
            self._pool = ProcessPoolExecutor(max_workers=count, mp_context=multiprocessing.get_context("fork"))
            for start in range(0, len(paths), size):
                piece = paths[start : start + size]
                self._reads.append((piece, self._pool.submit(sibling_entries, piece)))
        except OSError:  # no semaphores or /dev/shm in some sandboxes: the scoring pool reads it
            self._close()

    def siblings(self) -> SiblingIndex | None:
        """The settled sibling index of the family read early (as :meth:`SiblingIndex.build` makes
        it); ``None`` when no reading was started or a reader failed. The pieces no reader has
        started yet are read here, the last first."""
        from concurrent.futures.process import BrokenProcessPool

        from skillgrade.skill.siblings import SiblingIndex, sibling_entries

        if not self._reads:
            return None
        try:
            here = {id(future): sibling_entries(piece) for piece, future in reversed(self._reads) if future.cancel()}
            entries: list[SiblingEntry | None] = []
            for _, future in self._reads:
                entries.extend(here[id(future)] if id(future) in here else future.result())
        except (OSError, BrokenProcessPool):
            return None
        finally:
            # The readers are idle now: let them and the pool's thread end before the scoring
            # workers fork (forking beside a live thread is what Python 3.12 warns about).
            self._close(wait=True)
        targets, paths = self._family
        return SiblingIndex.settled(targets, paths, entries)

    def _close(self, *, wait: bool = False) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=wait, cancel_futures=True)
        self._pool, self._reads = None, []


def select(paths: list[Path], config: Config, shard: Shard | None = None) -> Selection:
    """Discover the skills below ``paths`` and keep those the configuration and ``shard`` let in."""
    found = discover(paths)
    cwd = Path.cwd()
    targets = [(t.path, t.tree_root) for t in found.skills if not _excluded(t.path.parent, cwd, config.exclude)]
    if shard is not None:
        from skillgrade.ci.shard import in_shard

        targets = [(path, root) for path, root in targets if in_shard(path, root, shard)]
    return Selection(found, targets, cwd)


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
