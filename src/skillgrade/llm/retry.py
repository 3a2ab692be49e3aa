"""Which failed calls are worth repeating, how long to wait, and the loop that does it.

The rules follow openai-python's client (``_base_client.py``): ``x-should-retry`` decides when
present; otherwise 408, 409, 429 and every 5xx (Anthropic's 529 included) are retried, as are
timeouts and dropped connections. The server's ``retry-after-ms`` or ``Retry-After`` wins when it
asks for at most ``max_server_wait`` seconds; when it asks for more the call fails at once rather
than stall a batch. Otherwise the wait is exponential with jitter.
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime, timezone
from email.utils import parsedate_to_datetime

import httpx

from skillgrade.errors import ModelCallError

logger = logging.getLogger("skillgrade.llm")

Sleep = Callable[[float], Awaitable[object]]

RETRYABLE_STATUSES = frozenset({408, 409, 429})
_VALIDATION_MARKERS = ("validation", "unprocessable", "response_format")
"""A 500 that says the request itself is invalid will fail the same way again: llama-cpp-python
answers an unsupported ``response_format`` with a 500 that wraps a pydantic validation error."""
_RETRYABLE_TRANSPORT_ERRORS = (httpx.TimeoutException, httpx.NetworkError, httpx.RemoteProtocolError, httpx.ProxyError)


@dataclass(frozen=True)
class RetryPolicy:
    max_retries: int = 6
    base_delay: float = 0.5
    max_delay: float = 60.0
    """Cap of the computed backoff, before jitter."""
    max_server_wait: float = 120.0
    """The longest server-requested wait honoured; a longer request fails the call."""
    sleep: Sleep = asyncio.sleep
    rng: random.Random = field(default_factory=random.Random)

    def backoff(self, retry: int) -> float:
        """Seconds before retry number ``retry`` (0-based): exponential, capped, minus up to 25 % jitter."""
        return min(self.base_delay * 2.0**retry, self.max_delay) * (1 - 0.25 * self.rng.random())


def server_wait(headers: Mapping[str, str], now: datetime | None = None) -> float | None:
    """Seconds the server asks us to wait (``retry-after-ms``, then ``Retry-After``), or None."""
    lowered = {k.lower(): v for k, v in headers.items()}
    millis = _float(lowered.get("retry-after-ms"))
    if millis is not None:
        return millis / 1000
    value = lowered.get("retry-after")
    if value is None:
        return None
    seconds = _float(value)
    if seconds is not None:
        return seconds
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    return (when - (now or datetime.now(timezone.utc))).total_seconds()


def _float(value: str | None) -> float | None:
    if value is None:
        return None
    try:
        return float(value.strip())
    except ValueError:
        return None


def should_retry(status: int, headers: Mapping[str, str], body: str) -> bool:
    """Whether an error response is worth repeating unchanged."""
    verdict = {k.lower(): v for k, v in headers.items()}.get("x-should-retry", "").strip().lower()
    if verdict in ("true", "false"):
        return verdict == "true"
    lowered = body.lower()
    if status == 429 and "insufficient_quota" in lowered:
        return False
    if status == 500 and any(marker in lowered for marker in _VALIDATION_MARKERS):
        return False
    return status in RETRYABLE_STATUSES or status >= 500


async def send_with_retries(
    send: Callable[[], Awaitable[httpx.Response]],
    policy: RetryPolicy,
    *,
    describe: Callable[[httpx.Response], str],
    redact: Callable[[str], str],
    label: str,
) -> httpx.Response:
    """Call ``send`` until it returns a 2xx response; raise :class:`ModelCallError` when it never will.

    ``describe`` turns an error response into a short, already-redacted reason; ``label`` names
    the model in messages.
    """
    retry = 0
    while True:
        try:
            response = await send()
        except httpx.HTTPError as exc:
            reason = redact(f"{type(exc).__name__}: {exc}".rstrip(": "))
            if not isinstance(exc, _RETRYABLE_TRANSPORT_ERRORS):
                raise ModelCallError(f"{label}: {reason} (not retried)") from exc
            if retry >= policy.max_retries:
                raise ModelCallError(f"{label}: {reason} (gave up after {retry + 1} attempts)", retryable=True) from exc
            wait = policy.backoff(retry)
        else:
            if response.is_success:
                return response
            wait = _wait_for(response, retry, policy, describe=describe, label=label)
            reason = f"HTTP {response.status_code}"
        retry += 1
        logger.info("%s: %s; retry %d of %d in %.2f s", label, reason, retry, policy.max_retries, wait)
        await policy.sleep(wait)


def _wait_for(
    response: httpx.Response, retry: int, policy: RetryPolicy, *, describe: Callable[[httpx.Response], str], label: str
) -> float:
    """The wait before retrying ``response``; raise when it must not be retried."""
    status = response.status_code
    if not should_retry(status, response.headers, response.text):
        raise ModelCallError(f"{label}: HTTP {status}: {describe(response)} (not retried)", status=status)
    if retry >= policy.max_retries:
        raise ModelCallError(
            f"{label}: HTTP {status}: {describe(response)} (gave up after {retry + 1} attempts)",
            status=status,
            retryable=True,
        )
    asked = server_wait(response.headers)
    if asked is not None and asked > policy.max_server_wait:
        raise ModelCallError(
            f"{label}: HTTP {status}: the server asks to wait {asked:.0f} s, more than the "
            f"{policy.max_server_wait:.0f} s skillgrade waits: {describe(response)}",
            status=status,
            retryable=True,
        )
    if asked is not None and asked > 0:
        return asked
    return policy.backoff(retry)
