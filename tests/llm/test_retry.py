"""Which failures are retried, how long the client waits, and when it gives up."""

from __future__ import annotations

import random
import socket
from datetime import datetime, timedelta, timezone
from email.utils import format_datetime

import pytest

from llm.fake_server import (
    FakeServer,
    Reply,
    anthropic_error,
    chat,
    complete,
    openai_error,
)
from skillgrade.errors import ModelCallError
from skillgrade.llm.retry import RetryPolicy, server_wait, should_retry

LLAMA_CPP_PYTHON_BAD_RESPONSE_FORMAT = openai_error(
    "1 validation error:\n  {'type': 'literal_error', 'loc': ('body', 'response_format', 'type'), "
    "'msg': \"Input should be 'text' or 'json_object'\", 'input': 'json_schema'}",
    type_="internal_server_error",
)


def backoffs(count: int) -> list[float]:
    """The waits a client seeded with ``random.Random(0)`` computes for its first ``count`` retries."""
    policy = RetryPolicy(rng=random.Random(0))
    return [policy.backoff(retry) for retry in range(count)]


def test_a_429_with_retry_after_ms_waits_exactly_that_long(server: FakeServer, make_client, sleeps) -> None:
    server.script(Reply(429, openai_error("slow down"), headers={"retry-after-ms": "1500", "retry-after": "9"}))

    [answer] = complete(make_client(), chat())

    assert answer.text
    assert len(server.requests) == 2
    assert sleeps.waits == [1.5]


def test_a_429_with_retry_after_seconds_waits_that_long(server: FakeServer, make_client, sleeps) -> None:
    server.script(Reply(429, openai_error("slow down"), headers={"retry-after": "3"}))

    complete(make_client(), chat())

    assert sleeps.waits == [3.0]


def test_a_retry_after_longer_than_the_cap_fails_at_once(server: FakeServer, make_client, sleeps) -> None:
    server.script(Reply(429, openai_error("come back later"), headers={"retry-after": "600"}))

    with pytest.raises(ModelCallError, match="asks to wait 600 s") as caught:
        complete(make_client(), chat())

    assert (caught.value.status, caught.value.retryable) == (429, True)
    assert len(server.requests) == 1
    assert sleeps.waits == []


def test_a_retry_after_date_beyond_the_cap_fails_at_once(server: FakeServer, make_client, sleeps) -> None:
    later = format_datetime(datetime.now(timezone.utc) + timedelta(hours=2), usegmt=True)
    server.script(Reply(503, anthropic_error("overloaded_error", "busy"), headers={"retry-after": later}))

    with pytest.raises(ModelCallError, match="asks to wait"):
        complete(make_client("anthropic"), chat("anthropic"))

    assert len(server.requests) == 1
    assert sleeps.waits == []


def test_503_twice_then_success_backs_off_exponentially_with_jitter(server: FakeServer, make_client, sleeps) -> None:
    server.script(Reply(503, openai_error("unavailable")), Reply(503, openai_error("unavailable")))

    complete(make_client(), chat())

    assert len(server.requests) == 3
    assert sleeps.waits == backoffs(2)
    assert 0.375 <= sleeps.waits[0] <= 0.5
    assert 0.75 <= sleeps.waits[1] <= 1.0


def test_anthropic_529_overloaded_is_retried(server: FakeServer, make_client, sleeps) -> None:
    server.script(Reply(529, anthropic_error("overloaded_error", "Overloaded")))

    [answer] = complete(make_client("anthropic"), chat("anthropic"))

    assert answer.finish_reason == "stop"
    assert len(server.requests) == 2
    assert sleeps.waits == backoffs(1)


def test_a_500_is_retried_until_max_retries_then_fails(server: FakeServer, make_client, sleeps) -> None:
    server.script(*[Reply(500, openai_error("boom", type_="server_error"))] * 5)
    client = make_client(max_retries=2)

    with pytest.raises(ModelCallError, match=r"HTTP 500: server_error: boom \(gave up after 3 attempts\)") as caught:
        complete(client, chat())

    assert (caught.value.status, caught.value.retryable) == (500, True)
    assert len(server.requests) == 3
    assert client.calls_made == 3
    assert sleeps.waits == backoffs(2)


@pytest.mark.parametrize(
    ("reply", "reason"),
    [
        (Reply(401, anthropic_error("authentication_error", "invalid x-api-key")), "authentication_error"),
        (Reply(400, openai_error("bad schema")), "bad schema"),
        (Reply(404, openai_error("no such model", code="model_not_found")), "model_not_found"),
        (Reply(413, openai_error("too large")), "too large"),
        (Reply(429, openai_error("You exceeded your current quota", code="insufficient_quota")), "quota"),
        (Reply(500, LLAMA_CPP_PYTHON_BAD_RESPONSE_FORMAT), "literal_error"),
        (Reply(500, {"detail": "Unprocessable Entity"}), "Unprocessable"),
        (Reply(503, openai_error("maintenance"), headers={"x-should-retry": "false"}), "maintenance"),
    ],
)
def test_errors_that_would_fail_again_are_not_retried(
    server: FakeServer, make_client, sleeps, reply: Reply, reason: str
) -> None:
    server.script(reply)

    with pytest.raises(ModelCallError, match="not retried") as caught:
        complete(make_client(), chat())

    assert reason in str(caught.value)
    assert (caught.value.status, caught.value.retryable) == (reply.status, False)
    assert len(server.requests) == 1
    assert sleeps.waits == []


def test_x_should_retry_true_makes_even_a_400_retried(server: FakeServer, make_client, sleeps) -> None:
    server.script(Reply(400, openai_error("try again"), headers={"x-should-retry": "true"}))

    complete(make_client(), chat())

    assert len(server.requests) == 2


def test_a_timeout_is_retried_then_reported(server: FakeServer, make_client, sleeps) -> None:
    server.script(Reply(hang=True), Reply(hang=True))
    client = make_client(timeout=0.2, max_retries=1)

    with pytest.raises(ModelCallError, match=r"ReadTimeout.*gave up after 2 attempts") as caught:
        complete(client, chat())

    assert (caught.value.status, caught.value.retryable) == (None, True)
    assert len(server.requests) == 2
    assert sleeps.waits == backoffs(1)


def test_a_timeout_then_an_answer_succeeds(server: FakeServer, make_client, sleeps) -> None:
    server.script(Reply(hang=True))

    [answer] = complete(make_client(timeout=0.2), chat())

    assert answer.text
    assert len(server.requests) == 2


def test_a_refused_connection_is_retried_then_reported(make_client, sleeps) -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        closed_port = probe.getsockname()[1]
    client = make_client(base_url=f"http://127.0.0.1:{closed_port}", max_retries=2)

    with pytest.raises(ModelCallError, match=r"ConnectError.*gave up after 3 attempts"):
        complete(client, chat())

    assert client.calls_made == 3
    assert len(sleeps.waits) == 2


@pytest.mark.parametrize("body", ['{"choices": [', "<html>502 Bad Gateway</html>", '{"unexpected": true}'])
def test_a_2xx_that_is_not_an_answer_fails_without_retry(server: FakeServer, make_client, sleeps, body: str) -> None:
    server.script(Reply(200, body))

    with pytest.raises(ModelCallError, match="HTTP 200 but the reply is not a valid answer") as caught:
        complete(make_client(), chat())

    assert (caught.value.status, caught.value.retryable) == (200, False)
    assert len(server.requests) == 1


def test_server_wait_prefers_milliseconds_then_seconds_then_a_date() -> None:
    now = datetime(2026, 1, 1, 12, 0, 0, tzinfo=timezone.utc)

    assert server_wait({"retry-after-ms": "250", "retry-after": "7"}, now) == 0.25
    assert server_wait({"Retry-After": "7"}, now) == 7.0
    assert server_wait({"retry-after": "Thu, 01 Jan 2026 12:00:30 GMT"}, now) == 30.0
    assert server_wait({"retry-after": "soon"}, now) is None
    assert server_wait({}, now) is None


def test_a_past_retry_after_date_falls_back_to_backoff(server: FakeServer, make_client, sleeps) -> None:
    server.script(Reply(429, openai_error("slow down"), headers={"retry-after": "Thu, 01 Jan 2015 00:00:00 GMT"}))

    complete(make_client(), chat())

    assert sleeps.waits == backoffs(1)


@pytest.mark.parametrize(
    ("status", "body", "expected"),
    [
        (408, "", True),
        (409, "", True),
        (429, '{"error": {"code": "rate_limit_exceeded"}}', True),
        (429, '{"error": {"code": "insufficient_quota"}}', False),
        (500, '{"error": {"message": "internal error"}}', True),
        (500, '{"error": {"message": "1 validation error: response_format"}}', False),
        (502, "", True),
        (529, '{"type": "error", "error": {"type": "overloaded_error"}}', True),
        (400, "", False),
        (401, "", False),
        (403, "", False),
        (404, "", False),
        (413, "", False),
        (422, "", False),
    ],
)
def test_should_retry(status: int, body: str, expected: bool) -> None:
    assert should_retry(status, {}, body) is expected


def test_the_backoff_is_capped() -> None:
    policy = RetryPolicy(rng=random.Random(1), max_delay=8.0)

    assert all(6.0 <= policy.backoff(retry) <= 8.0 for retry in range(4, 12))
