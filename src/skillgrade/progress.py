"""Named progress bars on standard error, drawn with rich on a terminal only; a no-op elsewhere
(in CI logs, with ``--format json``), so callers never need to ask. The counts are kept either way."""

from __future__ import annotations

import sys
from typing import Any


class ProgressBars:
    def __init__(self, totals: dict[str, int], *, enabled: bool, terminal_only: bool = True) -> None:
        """``totals``: bars to draw from the start; more can be added with :meth:`add`.
        ``terminal_only=False`` draws even when standard error is not a terminal (an explicit request)."""
        self.totals = dict(totals)
        self.done = dict.fromkeys(totals, 0)
        on_terminal = sys.stderr.isatty() or not terminal_only
        self.enabled = enabled and on_terminal and (not totals or max(totals.values()) > 1)
        self._progress: Any = None
        self._tasks: dict[str, Any] = {}

    def __enter__(self) -> ProgressBars:
        if self.enabled:
            from rich.console import Console
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

            self._progress = Progress(
                TextColumn("{task.description:>14}"),
                BarColumn(),
                MofNCompleteColumn(),
                TimeElapsedColumn(),
                console=Console(stderr=True),
                transient=True,
            )
            self._tasks = {name: self._progress.add_task(name, total=total) for name, total in self.totals.items()}
            self._progress.start()
        return self

    def add(self, name: str, total: int) -> None:
        """A bar that starts now; a no-op when ``name`` exists."""
        if name in self.totals:
            return
        self.totals[name], self.done[name] = total, 0
        if self._progress is not None:
            self._tasks[name] = self._progress.add_task(name, total=total)

    def advance(self, name: str, count: int = 1) -> None:
        self.done[name] += count
        if self._progress is not None:
            self._progress.advance(self._tasks[name], count)

    def skip(self, name: str, count: int) -> None:
        """``count`` steps of ``name`` will not happen (early stopping): the bar's total shrinks."""
        self.totals[name] -= count
        if self._progress is not None:
            self._progress.update(self._tasks[name], total=self.totals[name])

    def __exit__(self, *exc: object) -> None:
        if self._progress is not None:
            self._progress.stop()
