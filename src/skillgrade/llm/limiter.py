"""How many calls may be in flight at once, per (provider, base_url, model), adapted to 429s (AIMD).

The limit starts at ``ProviderConfig.concurrency``, halves (never below 1) when the server says
"too many requests", and grows back by one after ``grow_after`` successes in a row, up to where it
started. Requests already in flight when the limit was cut do not cut it again: a burst of 429s
from one wave of requests halves the limit once, not once per request.

Waiters are served by priority, then first come, first served. The priority is read from
:data:`CALL_PRIORITY`, a context variable, so a stage marks its critical path once (the Monte
Carlo runs, whose chains of calls set the wall time) and every call made under it, through any
client, queues accordingly; independent work (judge passes, pairwise games) fills the idle slots.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from contextvars import ContextVar

LimiterKey = tuple[str, str, str]
"""(provider, base_url, model)."""

Priority = tuple[int, int]
NORMAL: Priority = (1, 0)
CALL_PRIORITY: ContextVar[Priority] = ContextVar("CALL_PRIORITY", default=NORMAL)
"""Lower goes first. Set it inside a task (each asyncio task has its own copy of the context)."""


class AdaptiveLimiter:
    """An asyncio concurrency limit that shrinks on rate limits and regrows slowly.

    Not thread-safe; use it from one event loop at a time.
    """

    def __init__(self, limit: int, *, grow_after: int = 10) -> None:
        self.max_limit = max(1, limit)
        self._limit = self.max_limit
        self.grow_after = max(1, grow_after)
        self._in_flight = 0
        self._successes = 0
        self._epoch = 0
        self._waiters: list[tuple[Priority, int, asyncio.Future[None]]] = []
        self._arrivals = itertools.count()

    @property
    def limit(self) -> int:
        return self._limit

    @property
    def in_flight(self) -> int:
        return self._in_flight

    @asynccontextmanager
    async def slot(self) -> AsyncIterator[int]:
        """Hold one of the slots while the body runs; yields a ticket for :meth:`record_throttle`.

        A freed slot goes straight to the waiter with the lowest :data:`CALL_PRIORITY`, the oldest
        among equals, so a task that just released one cannot take it back ahead of the queue.
        """
        if self._waiters or self._in_flight >= self._limit:
            waiter = asyncio.get_running_loop().create_future()
            entry = (CALL_PRIORITY.get(), next(self._arrivals), waiter)
            heapq.heappush(self._waiters, entry)
            try:
                await waiter
            except asyncio.CancelledError:
                if waiter.done() and not waiter.cancelled():
                    self._release()  # the slot was granted just before the cancellation
                elif entry in self._waiters:  # _grant may have popped and skipped it already
                    self._waiters.remove(entry)
                    heapq.heapify(self._waiters)
                raise
        else:
            self._in_flight += 1
        try:
            yield self._epoch
        finally:
            self._release()

    def record_success(self) -> None:
        self._successes += 1
        if self._successes >= self.grow_after and self._limit < self.max_limit:
            self._limit += 1
            self._successes = 0
            self._grant()

    def record_throttle(self, ticket: int | None = None) -> None:
        """A 429 arrived for the request that held ``ticket``: halve the limit, once per wave."""
        self._successes = 0
        if ticket is not None and ticket != self._epoch:
            return
        self._limit = max(1, self._limit // 2)
        self._epoch += 1

    def _release(self) -> None:
        self._in_flight -= 1
        self._grant()

    def _grant(self) -> None:
        """Hand free slots to the first waiters in priority order; a granted slot counts as in flight at once."""
        while self._waiters and self._in_flight < self._limit:
            _, _, waiter = heapq.heappop(self._waiters)
            if not waiter.done():
                self._in_flight += 1
                waiter.set_result(None)


class LimiterRegistry:
    """One limiter per (provider, base_url, model), shared by every client that talks to it."""

    def __init__(self) -> None:
        self._limiters: dict[LimiterKey, AdaptiveLimiter] = {}

    def get(self, key: LimiterKey, limit: int) -> AdaptiveLimiter:
        """The limiter for ``key``; the first caller's ``limit`` sets its starting point."""
        if key not in self._limiters:
            self._limiters[key] = AdaptiveLimiter(limit)
        return self._limiters[key]


SHARED_LIMITERS = LimiterRegistry()
