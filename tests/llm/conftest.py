"""Fixtures for the model-provider tests: a real HTTP server on 127.0.0.1, a recorded sleep, clients."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from llm.fake_server import MODELS, TEST_KEY, FakeServer, SleepRecorder
from skillgrade.llm.client import LLMClient
from skillgrade.llm.keys import GENERIC_KEY_VARS, PROVIDER_KEY_VARS
from skillgrade.llm.limiter import AdaptiveLimiter
from skillgrade.llm.types import ProviderConfig


@pytest.fixture(autouse=True)
def _no_keys_in_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """The developer's own keys must neither leak into nor decide any test."""
    for names in (*PROVIDER_KEY_VARS.values(), GENERIC_KEY_VARS):
        for name in names:
            monkeypatch.delenv(name, raising=False)
    monkeypatch.delenv("SKILLGRADE_CACHE_DIR", raising=False)


@pytest.fixture
def server() -> Iterator[FakeServer]:
    fake = FakeServer().start()
    try:
        yield fake
    finally:
        fake.stop()


@pytest.fixture
def sleeps() -> SleepRecorder:
    return SleepRecorder()


ClientFactory = Callable[..., LLMClient]


@pytest.fixture
def make_client(server: FakeServer, sleeps: SleepRecorder) -> ClientFactory:
    """``make_client("anthropic", timeout=…, cache=…)``: a client for the fake server, fast and seeded."""

    def factory(
        provider: str = "openai",
        *,
        api_key: str | None = TEST_KEY,
        cache: Any = None,
        offline: bool = False,
        base_url: str | None = None,
        **config: Any,
    ) -> LLMClient:
        settings: dict[str, Any] = {"model": MODELS[provider], "timeout": 5.0, "max_retries": 3, **config}
        provider_config = ProviderConfig(provider=provider, base_url=base_url or server.url, **settings)  # type: ignore[arg-type]
        return LLMClient(
            provider_config,
            api_key=api_key,
            cache=cache,
            offline=offline,
            sleep=sleeps,
            rng=random.Random(0),
            limiter=AdaptiveLimiter(provider_config.concurrency),
        )

    return factory
