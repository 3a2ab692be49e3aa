"""The client as layers use it: setup errors, offline mode, totals and cost."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest

from llm.fake_server import FakeServer, Reply, anthropic_answer, chat, complete, openai_answer
from skillgrade.errors import ModelCallError, ModelSetupError
from skillgrade.llm.cache import DiskCache
from skillgrade.llm.client import LLMClient, create_client
from skillgrade.llm.types import ProviderConfig, Usage, cost_usd


def test_offline_without_a_cached_answer_fails_at_once(server: FakeServer, make_client, tmp_path: Path) -> None:
    client = make_client(cache=DiskCache(tmp_path), offline=True)

    with pytest.raises(ModelSetupError, match="needs a model but --offline is set"):
        complete(client, chat())

    assert server.requests == []
    assert client.calls_made == 0


def test_offline_serves_cached_answers(server: FakeServer, make_client, tmp_path: Path) -> None:
    complete(make_client(cache=DiskCache(tmp_path)), chat())

    [answer] = complete(make_client(cache=DiskCache(tmp_path), offline=True, api_key=None), chat())

    assert answer.cached
    assert len(server.requests) == 1


def test_totals_count_calls_hits_usage_and_cost(server: FakeServer, make_client, tmp_path: Path) -> None:
    usage = {"input_tokens": 1000, "cache_read_input_tokens": 2000, "cache_creation_input_tokens": 0}
    server.script(
        Reply(500, {"type": "error", "error": {"type": "api_error", "message": "oops"}}),
        Reply(body=anthropic_answer(usage={**usage, "output_tokens": 100})),
        Reply(body=anthropic_answer(usage={**usage, "output_tokens": 300})),
    )
    prices = {"input": 3.0, "cache_read": 0.3, "output": 15.0}
    client = make_client("anthropic", cache=DiskCache(tmp_path), prices=prices)

    complete(client, chat("anthropic"), chat("anthropic", text="other"), chat("anthropic"))

    assert (client.calls_made, client.cache_hits) == (3, 1)
    assert client.usage == Usage(input_uncached=2000, cache_read=4000, output=400)
    assert client.cost_usd == pytest.approx((2000 * 3.0 + 4000 * 0.3 + 400 * 15.0) / 1_000_000)


def test_cost_is_unknown_without_prices_or_without_a_price_for_a_token_kind_used(server, make_client) -> None:
    server.script(Reply(body=openai_answer(usage={"prompt_tokens": 50, "completion_tokens": 5})))
    client = make_client()

    complete(client, chat())

    assert client.usage == Usage(input_uncached=50, output=5)
    assert client.cost_usd is None
    assert cost_usd(Usage(input_uncached=10, cache_read=5), {"input": 1.0}) is None
    assert cost_usd(Usage(input_uncached=10), {"input": 1.0}) == pytest.approx(1e-5)
    assert cost_usd(Usage(), {}) == 0.0


def test_the_model_from_the_request_stands_in_when_the_server_names_none(server: FakeServer, make_client) -> None:
    server.script(Reply(body={**openai_answer(), "model": None}))

    [answer] = complete(make_client("openai-compatible"), chat("openai-compatible"))

    assert answer.model == "local-test"


def test_create_client_rejects_an_unknown_provider_listing_the_known_ones() -> None:
    config = ProviderConfig.model_construct(provider="gemini", model="g", base_url=None, dialect=None)

    with pytest.raises(ModelSetupError, match="unknown model provider 'gemini'; known providers: anthropic, openai"):
        create_client(config)


def test_create_client_builds_a_client_for_a_known_provider() -> None:
    client = create_client(ProviderConfig(provider="openai-compatible", model="m", base_url="http://127.0.0.1:8000"))

    assert isinstance(client, LLMClient)
    assert client.model == "m"
    assert client.dialect == "json_object"
    asyncio.run(client.aclose())


@pytest.mark.parametrize(
    ("config", "message"),
    [
        ({"provider": "openai-compatible", "model": "m"}, "needs a base_url"),
        ({"provider": "openai-compatible", "model": "m", "base_url": "localhost:8000"}, "not an http"),
        ({"provider": "openai-compatible", "model": "m", "base_url": "http://h:99999"}, "not an http"),
        ({"provider": "anthropic", "model": "m", "dialect": "json_object"}, "no 'json_object' dialect"),
        ({"provider": "openai", "model": "m", "prices": {"prompt": 1.0}}, "unknown price keys prompt"),
    ],
)
def test_a_config_that_cannot_work_fails_at_construction(config: dict, message: str) -> None:
    with pytest.raises(ModelSetupError, match=message):
        LLMClient(ProviderConfig(**config), api_key="sk-anything")


def test_the_request_timeout_comes_from_the_config(server: FakeServer, make_client) -> None:
    server.script(Reply(hang=True), Reply(hang=True))
    client = make_client(timeout=0.3, max_retries=1)

    async def main() -> float:
        loop = asyncio.get_running_loop()
        started = loop.time()
        async with client:
            with pytest.raises(ModelCallError, match="ReadTimeout"):
                await client.complete(chat())
        return loop.time() - started

    elapsed = asyncio.run(main())

    assert 0.5 <= elapsed < 3


def test_the_timeout_bounds_a_whole_attempt_even_when_the_server_trickles(server: FakeServer, make_client) -> None:
    # Each byte arrives well within httpx's read timeout, so only a bound on the whole attempt stops it.
    server.script(Reply(trickle=0.1), Reply(trickle=0.1))
    client = make_client(timeout=0.5, max_retries=1)
    started = time.perf_counter()
    with pytest.raises(ModelCallError, match=r"within 0.5 s .*gave up after 2 attempts"):
        complete(client, chat())
    assert time.perf_counter() - started < 3
    assert len(server.requests) == 2
