"""The time the tree-sitter parsers may spend on one skill.

Tree-sitter's error recovery is quadratic on some malformed input: a script line of ``&#``
repeated 4,000 times keeps the bash grammar busy for half a second, 20,000 times for more than ten
(the time grows fourfold with every doubling), and a line of commas does the same to the PowerShell
grammar. A skill built to stall the gate would stall every run over a marketplace. So each skill's
behaviour scan gets :data:`PARSE_SECONDS` of parsing in all; a parse that would run past it is
cancelled and its file reported as ``SCAN_LIMIT``, an error like the scan's other limits, because
code that was not read cannot be passed. Real files are far from it (the slowest script of the
shared corpus parses in 5 ms); whether input built to sit right at the limit is read or reported
depends on the machine's speed.

The budget is this thread's CPU time, not the clock's: on a runner busy with other jobs a real
skill's scan (the largest of the shared corpus takes about a second) can take more than five seconds
of wall time, and a gate must not fail it for that.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tree_sitter import Parser, Tree

PARSE_SECONDS = 5.0
_CHUNK = 1 << 16
_WATCHED_FROM = 8192
"""Shorter input is parsed without being watched: at its worst it takes a fifth of a second, and the
next parse finds the budget spent."""
_deadline: ContextVar[float | None] = ContextVar("parse_deadline", default=None)


class ParseBudgetExceeded(Exception):
    """A parse was cancelled: the skill's parsing time is spent."""


@contextmanager
def parse_budget(seconds: float) -> Iterator[None]:
    """Every parse inside shares ``seconds`` (one skill's scan)."""
    token = _deadline.set(time.thread_time() + seconds)
    try:
        yield
    finally:
        _deadline.reset(token)


def parse(parser: Parser, source: bytes) -> Tree:
    """``source`` parsed within what is left of the budget (a parse outside one gets all of it)."""
    deadline = _deadline.get()
    if deadline is None:
        deadline = time.thread_time() + PARSE_SECONDS
    if time.thread_time() >= deadline:
        raise ParseBudgetExceeded
    if len(source) <= _WATCHED_FROM:
        return parser.parse(source)
    try:
        tree = parser.parse(
            lambda offset, _point: source[offset : offset + _CHUNK],
            progress_callback=lambda _offset, _errors: time.thread_time() >= deadline,
        )
    except ValueError:  # how py-tree-sitter reports a parse the callback cancelled
        if time.thread_time() < deadline:
            raise
        tree = None
    if tree is None:
        parser.reset()  # a cancelled parser resumes its old input on the next call unless reset
        raise ParseBudgetExceeded
    # A tree read through a callback finds each node's text from the start of the input again
    # (quadratic over a file); parsed once more from the bytes, with every node reused, it does not.
    return parser.parse(source, old_tree=tree)
