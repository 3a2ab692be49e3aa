"""The provider-neutral shapes of a model call: what skillgrade asks, and what comes back."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field

ProviderName = Literal["anthropic", "openai", "openai-compatible"]
Dialect = Literal["anthropic", "json_schema", "json_object", "tool", "prompt"]
"""How a backend is asked for structured output:
``anthropic`` (``output_config.format``), ``json_schema`` (OpenAI ``response_format``),
``json_object`` (``{"type": "json_object", "schema": …}``, llama-cpp-python), ``tool`` (a forced
tool call) and ``prompt`` (schema in the prompt, validated afterwards)."""


class Message(BaseModel):
    model_config = ConfigDict(frozen=True)

    role: Literal["system", "user", "assistant"]
    content: str


class ChatRequest(BaseModel):
    """One model call, before any provider-specific shaping. Everything here goes into the cache key."""

    model_config = ConfigDict(frozen=True)

    model: str
    messages: tuple[Message, ...]
    max_tokens: int = 1024
    temperature: float | None = None
    """Sent only when set: some models refuse sampling parameters."""
    top_p: float | None = None
    seed: int | None = None
    response_schema: dict[str, Any] | None = None
    """JSON Schema the answer must satisfy; validated client-side whatever the backend promises."""
    schema_name: str = "response"


class Usage(BaseModel):
    """Tokens of one call or a sum of calls, normalised across providers."""

    input_uncached: int = 0
    cache_read: int = 0
    cache_write: int = 0
    output: int = 0
    """Including reasoning tokens."""

    @property
    def input(self) -> int:
        return self.input_uncached + self.cache_read + self.cache_write

    @property
    def total(self) -> int:
        return self.input + self.output

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            input_uncached=self.input_uncached + other.input_uncached,
            cache_read=self.cache_read + other.cache_read,
            cache_write=self.cache_write + other.cache_write,
            output=self.output + other.output,
        )


PRICE_KEYS = ("input", "cache_read", "cache_write", "output")
"""Keys of a price table, in USD per million tokens."""


def cost_usd(usage: Usage, prices: dict[str, float] | None) -> float | None:
    """USD for ``usage`` at ``prices`` (per million tokens), or None when a needed price is missing."""
    if prices is None:
        return None
    tokens = {"input": usage.input_uncached, "cache_read": usage.cache_read, "cache_write": usage.cache_write}
    tokens["output"] = usage.output
    total = 0.0
    for kind, amount in tokens.items():
        if amount and kind not in prices:
            return None
        total += amount * prices.get(kind, 0.0) / 1_000_000
    return total


class ChatResponse(BaseModel):
    text: str
    """The answer as text (for structured output: the JSON text)."""
    data: dict[str, Any] | None = None
    """The structured answer when the backend returned one as an object (a forced tool call)."""
    model: str
    """The model id the server reported."""
    finish_reason: str | None = None
    usage: Usage = Field(default_factory=Usage)
    cached: bool = False
    """Served from the disk cache: no call was made."""
    attempts: int = 1
    """HTTP requests this answer took, retries included; 0 when it came from the cache."""


class ProviderConfig(BaseModel):
    """Which backend, which model, and how to talk to it. The API key is never stored here."""

    model_config = ConfigDict(extra="forbid")

    provider: ProviderName
    model: str
    base_url: str | None = None
    """Defaults to the provider's public endpoint; required for ``openai-compatible``."""
    dialect: Dialect | None = None
    """Structured-output dialect; defaults per provider."""
    timeout: float = 120.0
    """Seconds for one HTTP call."""
    max_retries: int = 6
    concurrency: int = 8
    """Calls in flight at once for this provider (halved after each 429, regrown slowly)."""
    prices: dict[str, float] | None = None
    """Optional USD per million tokens: keys ``input``, ``cache_read``, ``cache_write``, ``output``."""


Validator = Callable[["ChatResponse"], "str | None"]
"""The consumer's check of an answer: the first problem that makes it unusable, or None. Only answers
it accepts are cached (see :meth:`skillgrade.llm.client.LLMClient.complete`)."""


class ChatClient(Protocol):
    """What layers, agents and graders need of a model client (``skillgrade.llm.client.LLMClient``)."""

    @property
    def model(self) -> str: ...

    async def complete(
        self,
        request: ChatRequest,
        *,
        sample_index: int = 0,
        cache_extra: dict[str, Any] | None = None,
        validate: Validator | None = None,
    ) -> ChatResponse: ...
