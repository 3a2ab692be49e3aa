"""The concurrency limit: never exceeded, halved by a 429, regrown by successes."""

from __future__ import annotations

import asyncio

from llm.fake_server import FakeServer, Reply, chat, complete, openai_error
from skillgrade.llm.limiter import AdaptiveLimiter, LimiterRegistry


def test_no_more_calls_than_the_limit_are_in_flight() -> None:
    limiter = AdaptiveLimiter(3)
    peak = 0

    async def work() -> None:
        nonlocal peak
        async with limiter.slot():
            peak = max(peak, limiter.in_flight)
            await asyncio.sleep(0.001)

    async def main() -> None:
        await asyncio.gather(*(work() for _ in range(20)))

    asyncio.run(main())

    assert peak == 3
    assert limiter.in_flight == 0


def test_a_429_halves_the_limit_down_to_one() -> None:
    limiter = AdaptiveLimiter(8)
    limits = []
    for _ in range(5):
        limiter.record_throttle()
        limits.append(limiter.limit)

    assert limits == [4, 2, 1, 1, 1]


def test_successes_in_a_row_grow_the_limit_back_by_one_up_to_the_start() -> None:
    limiter = AdaptiveLimiter(4, grow_after=3)
    limiter.record_throttle()
    limiter.record_throttle()
    limits = []
    for _ in range(12):
        limiter.record_success()
        limits.append(limiter.limit)

    assert limits == [1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 4]


def test_a_429_resets_the_run_of_successes() -> None:
    limiter = AdaptiveLimiter(4, grow_after=2)
    limiter.record_throttle()
    limiter.record_success()
    limiter.record_throttle()
    limiter.record_success()

    assert limiter.limit == 1


def test_one_wave_of_429s_halves_the_limit_once() -> None:
    limiter = AdaptiveLimiter(8)

    async def main() -> None:
        async with limiter.slot() as first, limiter.slot() as second:
            limiter.record_throttle(first)
            limiter.record_throttle(second)

    asyncio.run(main())

    assert limiter.limit == 4


def test_waiters_proceed_when_the_limit_grows_again() -> None:
    limiter = AdaptiveLimiter(2, grow_after=1)
    limiter.record_throttle()
    order: list[str] = []

    async def hold(name: str, release: asyncio.Event) -> None:
        async with limiter.slot():
            order.append(name)
            await release.wait()

    async def main() -> None:
        release = asyncio.Event()
        first = asyncio.create_task(hold("first", release))
        second = asyncio.create_task(hold("second", release))
        await asyncio.sleep(0.01)
        assert order == ["first"]
        limiter.record_success()
        await asyncio.sleep(0.01)
        assert order == ["first", "second"]
        release.set()
        await asyncio.gather(first, second)

    asyncio.run(main())


def test_a_cancelled_waiter_does_not_hold_up_the_others() -> None:
    limiter = AdaptiveLimiter(1)

    async def main() -> bool:
        gate = asyncio.Event()

        async def holder() -> None:
            async with limiter.slot():
                await gate.wait()

        async def waiter() -> bool:
            async with limiter.slot():
                return True

        running = asyncio.create_task(holder())
        await asyncio.sleep(0)
        doomed, patient = asyncio.create_task(waiter()), asyncio.create_task(waiter())
        await asyncio.sleep(0)
        gate.set()
        doomed.cancel()
        await running
        return await asyncio.wait_for(patient, timeout=1)

    assert asyncio.run(main())


def test_the_client_halves_its_limit_on_a_429(server: FakeServer, make_client) -> None:
    server.script(Reply(429, openai_error("rate limited"), headers={"retry-after-ms": "10"}))
    client = make_client(concurrency=8)

    complete(client, chat())

    assert client.limiter.limit == 4
    assert len(server.requests) == 2


def test_clients_of_one_model_share_a_limiter() -> None:
    registry = LimiterRegistry()
    first = registry.get(("openai", "https://api.openai.com/v1", "gpt-test"), 8)

    assert registry.get(("openai", "https://api.openai.com/v1", "gpt-test"), 2) is first
    assert registry.get(("openai", "https://api.openai.com/v1", "gpt-other"), 8) is not first
    assert first.limit == 8


def test_a_freed_slot_goes_to_the_oldest_waiter_not_back_to_the_releaser() -> None:
    from skillgrade.llm.limiter import AdaptiveLimiter

    async def main() -> list[str]:
        limiter = AdaptiveLimiter(1)
        order: list[str] = []
        first_holds = asyncio.Event()

        async def greedy() -> None:
            async with limiter.slot():
                order.append("greedy-1")
                first_holds.set()
                await asyncio.sleep(0.01)
            async with limiter.slot():  # straight back in: must queue behind "waiter"
                order.append("greedy-2")

        async def waiter() -> None:
            await first_holds.wait()
            async with limiter.slot():
                order.append("waiter")

        await asyncio.gather(greedy(), waiter())
        return order

    assert asyncio.run(main()) == ["greedy-1", "waiter", "greedy-2"]


def test_waiters_are_served_by_call_priority_then_in_arrival_order() -> None:
    from skillgrade.llm.limiter import CALL_PRIORITY, AdaptiveLimiter

    async def main() -> list[str]:
        limiter = AdaptiveLimiter(1)
        order: list[str] = []
        holding = asyncio.Event()
        release = asyncio.Event()

        async def holder() -> None:
            async with limiter.slot():
                holding.set()
                await release.wait()

        async def call(name: str, priority: tuple[int, int]) -> None:
            CALL_PRIORITY.set(priority)  # this task's own copy of the context
            async with limiter.slot():
                order.append(name)

        first = asyncio.create_task(holder())
        await holding.wait()
        waiting = [
            asyncio.create_task(call(name, priority))
            for name, priority in [("game-1", (1, 0)), ("run-3", (0, 3)), ("game-2", (1, 0)), ("run-1", (0, 1))]
        ]
        await asyncio.sleep(0)  # every waiter is queued before the slot frees
        release.set()
        await asyncio.gather(first, *waiting)
        return order

    assert asyncio.run(main()) == ["run-1", "run-3", "game-1", "game-2"]


def test_a_cancelled_priority_waiter_leaves_the_queue() -> None:
    from skillgrade.llm.limiter import CALL_PRIORITY, AdaptiveLimiter

    async def main() -> list[str]:
        limiter = AdaptiveLimiter(1)
        order: list[str] = []

        async def call(name: str, priority: tuple[int, int]) -> None:
            CALL_PRIORITY.set(priority)
            async with limiter.slot():
                order.append(name)
                await asyncio.sleep(0.01)

        first = asyncio.create_task(call("first", (1, 0)))
        await asyncio.sleep(0)
        doomed = asyncio.create_task(call("doomed", (0, 0)))
        later = asyncio.create_task(call("later", (1, 0)))
        await asyncio.sleep(0)
        doomed.cancel()
        await asyncio.gather(first, later, return_exceptions=True)
        # a stale entry would make this free limiter queue the next caller for ever
        await asyncio.wait_for(call("after", (1, 0)), timeout=1)
        return order

    assert asyncio.run(main()) == ["first", "later", "after"]


def test_a_waiter_cancelled_just_before_a_slot_frees_is_skipped_not_an_error() -> None:
    from skillgrade.llm.limiter import AdaptiveLimiter

    async def main() -> list[str]:
        limiter = AdaptiveLimiter(1)
        order: list[str] = []
        release = asyncio.Event()

        async def holder() -> None:
            async with limiter.slot():
                await release.wait()

        async def call(name: str) -> None:
            async with limiter.slot():
                order.append(name)

        first = asyncio.create_task(holder())
        await asyncio.sleep(0)
        doomed = asyncio.create_task(call("doomed"))
        await asyncio.sleep(0)
        release.set()  # the holder wakes first and hands the slot on: past the cancelled waiter
        doomed.cancel()
        results = await asyncio.gather(first, doomed, return_exceptions=True)
        assert results[0] is None and isinstance(results[1], asyncio.CancelledError)
        await asyncio.wait_for(call("after"), timeout=1)
        return order

    assert asyncio.run(main()) == ["after"]
