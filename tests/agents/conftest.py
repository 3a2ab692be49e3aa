"""Fixtures for the agent tests: a scripted model on 127.0.0.1 and a client for it."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from agents.scripted import ScriptedModel, serve
from llm.fake_server import FakeServer
from skillgrade.llm.client import LLMClient
from skillgrade.llm.limiter import AdaptiveLimiter
from skillgrade.llm.types import ProviderConfig


@pytest.fixture
def scripted() -> Iterator[tuple[FakeServer, ScriptedModel]]:
    model = ScriptedModel()
    server = serve(model)
    try:
        yield server, model
    finally:
        server.stop()


def client_for(server: FakeServer, **config: Any) -> LLMClient:
    settings: dict[str, Any] = {"timeout": 5.0, "max_retries": 0, "concurrency": 8, **config}
    provider = ProviderConfig(provider="openai-compatible", model="local-test", base_url=server.url, **settings)
    return LLMClient(provider, limiter=AdaptiveLimiter(provider.concurrency))


ClientFor = Callable[..., LLMClient]


@pytest.fixture
def make_client() -> ClientFor:
    return client_for
