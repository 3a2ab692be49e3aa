"""The one object layers use to call a model: cache, concurrency limit, retries, usage and cost."""

from __future__ import annotations

import asyncio
import random
from types import TracebackType
from typing import Any
from urllib.parse import urlsplit

import httpx

from skillgrade import __version__
from skillgrade.errors import ModelCallError, ModelSetupError
from skillgrade.llm import keys
from skillgrade.llm.cache import DiskCache, cache_key
from skillgrade.llm.limiter import SHARED_LIMITERS, AdaptiveLimiter
from skillgrade.llm.providers import INCOMPLETE_FINISH_REASONS, PROVIDERS, Provider, ResponseShapeError
from skillgrade.llm.retry import RetryPolicy, Sleep, send_with_retries
from skillgrade.llm.types import (
    PRICE_KEYS,
    ChatRequest,
    ChatResponse,
    ProviderConfig,
    Usage,
    Validator,
    cost_usd,
)

_MESSAGE_LIMIT = 300


class LLMClient:
    """Calls one model of one provider. Use ``async with`` (or :meth:`aclose`) inside one event loop.

    The API key comes from ``api_key`` or the environment (:mod:`skillgrade.llm.keys`) and is never
    stored in the config, the cache, a message or a log record. With ``offline`` only cached answers
    are served, and no key is needed.
    """

    def __init__(
        self,
        config: ProviderConfig,
        *,
        api_key: str | None = None,
        cache: DiskCache | None = None,
        transport: httpx.AsyncBaseTransport | None = None,
        offline: bool = False,
        sleep: Sleep = asyncio.sleep,
        rng: random.Random | None = None,
        limiter: AdaptiveLimiter | None = None,
    ) -> None:
        provider_class = provider_for(config.provider)
        base_url = config.base_url or provider_class.default_base_url
        if not base_url:
            raise ModelSetupError(
                f"the {config.provider} provider needs a base_url, the server's address (e.g. http://127.0.0.1:8000/v1)"
            )
        _check_base_url(base_url)
        self.config = config
        self.provider: Provider = provider_class(base_url)
        self.dialect = config.dialect or provider_class.default_dialect
        if self.dialect not in provider_class.dialects:
            known = ", ".join(sorted(provider_class.dialects))
            raise ModelSetupError(f"the {config.provider} provider has no {self.dialect!r} dialect; use one of {known}")
        _check_prices(config.prices)
        self._api_key = api_key or keys.find_api_key(config.provider)
        if provider_class.key_required and not self._api_key and not offline:
            names = " or ".join(keys.key_vars(config.provider))
            raise ModelSetupError(f"the {config.provider} provider needs an API key: set {names}")
        self.cache = cache
        self.offline = offline
        self._policy = RetryPolicy(max_retries=config.max_retries, sleep=sleep, rng=rng or random.Random())
        limiter_key = (config.provider, self.provider.base_url, config.model)
        self.limiter = limiter or SHARED_LIMITERS.get(limiter_key, config.concurrency)
        self._transport = transport
        self._http: httpx.AsyncClient | None = None
        self._label = _label(config.provider, config.model, config.base_url)
        self._calls = 0
        self._answers = 0
        self._hits = 0
        self._usage = Usage()

    def __repr__(self) -> str:
        return f"<LLMClient {self._label}>"

    @property
    def model(self) -> str:
        return self.config.model

    @property
    def calls_made(self) -> int:
        """HTTP requests sent, retries and failures included."""
        return self._calls

    @property
    def answers_received(self) -> int:
        """Answers that came from the model (not the cache): the attempts that succeeded."""
        return self._answers

    @property
    def cache_hits(self) -> int:
        return self._hits

    @property
    def usage(self) -> Usage:
        """Tokens of every answer that came from the model (cache hits cost nothing)."""
        return self._usage

    @property
    def cost_usd(self) -> float | None:
        """The cost of :attr:`usage` from ``config.prices``; None without a price for every token kind used."""
        return cost_usd(self._usage, self.config.prices)

    async def complete(
        self,
        request: ChatRequest,
        *,
        sample_index: int = 0,
        cache_extra: dict[str, Any] | None = None,
        validate: Validator | None = None,
    ) -> ChatResponse:
        """The model's answer to ``request``: from the cache when it is there, else from the model.

        Raises :class:`ModelCallError` when the call fails for good, and :class:`ModelSetupError`
        on a cache miss in offline mode. ``sample_index`` tells repeated samples of one request apart.

        Only a usable answer is cached: not one cut short (``length``), refused or filtered, not an
        empty one, and not one ``validate`` (the consumer's parse and schema check) rejects. A cached
        entry that fails those checks (written by an older version) is ignored and replaced.
        """
        key = None
        if self.cache is not None:
            key = cache_key(
                provider=self.config.provider,
                base_url=self.provider.base_url,
                request=request,
                dialect=self.dialect,
                sample_index=sample_index,
                extra=cache_extra,
            )
            hit = self.cache.get(key)
            if hit is not None and unusable(hit, validate) is None:
                self._hits += 1
                return hit
        if self.offline:
            raise ModelSetupError(f"{self._label}: the answer is not cached, so it needs a model but --offline is set")
        response = await self._call(request)
        self._usage += response.usage
        if key is not None and self.cache is not None and unusable(response, validate) is None:
            self.cache.put(key, response)
        return response

    async def _call(self, request: ChatRequest) -> ChatResponse:
        wire = self.provider.build(request, self.dialect)
        headers = {**wire.headers, **self.provider.auth_headers(self._api_key)}

        attempts = 0

        async def send() -> httpx.Response:
            nonlocal attempts
            attempts += 1
            return await self._send(wire.url, headers, wire.body)

        policy, label = self._policy, self._label
        try:
            reply = await send_with_retries(send, policy, describe=self._describe, redact=self._redact, label=label)
        except ModelCallError as exc:
            exc.attempts = attempts
            raise
        try:
            parsed = self.provider.parse(reply.json())
        except (ValueError, ResponseShapeError) as exc:
            reason = self._redact(str(exc))[:_MESSAGE_LIMIT]
            message = f"{self._label}: HTTP {reply.status_code} but the reply is not a valid answer: {reason}"
            raise ModelCallError(message, status=reply.status_code, attempts=attempts) from None
        self._answers += 1
        return parsed.model_copy(update={"model": parsed.model or request.model, "attempts": attempts})

    async def _send(self, url: str, headers: dict[str, str], body: dict[str, Any]) -> httpx.Response:
        if self._http is None:
            self._http = httpx.AsyncClient(
                transport=self._transport,
                timeout=httpx.Timeout(self.config.timeout),
                headers={"user-agent": f"skillgrade/{__version__}"},
            )
        async with self.limiter.slot() as ticket:
            self._calls += 1
            response = await self._post_within_timeout(url, headers, body)
        if response.status_code == 429:
            self.limiter.record_throttle(ticket)
        elif response.is_success:
            self.limiter.record_success()
        return response

    async def _post_within_timeout(self, url: str, headers: dict[str, str], body: dict[str, Any]) -> httpx.Response:
        """One attempt, bounded as a whole: httpx's timeouts bound each read, not a server that trickles."""
        assert self._http is not None
        seconds = self.config.timeout
        try:
            return await asyncio.wait_for(self._http.post(url, headers=headers, json=body), seconds)
        except asyncio.TimeoutError:
            raise httpx.ReadTimeout(f"no complete answer within {seconds:g} s (--timeout)") from None

    def _redact(self, text: str) -> str:
        return keys.redact(text, secrets=[self._api_key])

    def _describe(self, response: httpx.Response) -> str:
        """The server's reason for an error response, redacted, then shortened."""
        try:
            reason = self.provider.error_message(response.json()) or response.text
        except ValueError:
            reason = response.text
        reason = " ".join(self._redact(reason).split())
        if len(reason) > _MESSAGE_LIMIT:
            reason = reason[:_MESSAGE_LIMIT] + "…"
        return reason or response.reason_phrase

    async def aclose(self) -> None:
        if self._http is not None:
            await self._http.aclose()
            self._http = None
        elif self._transport is not None:
            await self._transport.aclose()

    async def __aenter__(self) -> LLMClient:
        return self

    async def __aexit__(
        self, kind: type[BaseException] | None, value: BaseException | None, traceback: TracebackType | None
    ) -> None:
        await self.aclose()


def unusable(response: ChatResponse, validate: Validator | None = None) -> str | None:
    """Why ``response`` must not be cached (or served from the cache), or None when it may."""
    if response.finish_reason in INCOMPLETE_FINISH_REASONS:
        return f"the model stopped with '{response.finish_reason}'"
    if response.data is None and not response.text.strip():
        return "the answer is empty"
    return validate(response) if validate is not None else None


def provider_for(name: str) -> type[Provider]:
    """The provider class registered as ``name``."""
    try:
        return PROVIDERS[name]
    except KeyError:
        raise ModelSetupError(f"unknown model provider {name!r}; known providers: {', '.join(PROVIDERS)}") from None


def create_client(config: ProviderConfig, **kwargs: Any) -> LLMClient:
    """An :class:`LLMClient` for ``config``; keyword arguments as for :class:`LLMClient`."""
    provider_for(config.provider)
    return LLMClient(config, **kwargs)


def _check_prices(prices: dict[str, float] | None) -> None:
    unknown = sorted(set(prices or {}) - set(PRICE_KEYS))
    if unknown:
        raise ModelSetupError(f"unknown price keys {', '.join(unknown)}; use {', '.join(PRICE_KEYS)} (USD per million)")


def _check_base_url(base_url: str) -> None:
    try:
        parts = urlsplit(base_url)
        valid = parts.scheme in ("http", "https") and bool(parts.hostname) and parts.port != 0
    except ValueError:
        valid = False
    if not valid:
        raise ModelSetupError(
            f"base_url {keys.redact(base_url)!r} is not an http(s) URL such as http://127.0.0.1:8000/v1"
        )


def _label(provider: str, model: str, base_url: str | None) -> str:
    """How messages name the model: provider, model and, for a custom endpoint, its host (no credentials)."""
    if not base_url:
        return f"{provider} {model}"
    parts = urlsplit(base_url)
    return f"{provider} {model} at {parts.hostname}{f':{parts.port}' if parts.port else ''}"
