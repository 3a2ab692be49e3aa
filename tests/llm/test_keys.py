"""API keys come from the environment, and never show up in a message, a log record or the cache."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from urllib.parse import quote, quote_plus

import pytest

from llm.fake_server import TEST_KEY, FakeServer, Recorded, Reply, chat, complete, echo_headers, openai_error
from skillgrade.errors import ModelCallError, ModelSetupError
from skillgrade.llm.cache import DiskCache
from skillgrade.llm.client import LLMClient
from skillgrade.llm.keys import find_api_key, key_vars, redact
from skillgrade.llm.types import ProviderConfig


def test_a_provider_key_comes_before_the_generic_ones() -> None:
    environ = {"ANTHROPIC_API_KEY": "a", "OPENAI_API_KEY": "o", "SKILLGRADE_API_KEY": "s", "EVAL_SKILLS_LLM_KEY": "e"}

    assert find_api_key("anthropic", environ) == "a"
    assert find_api_key("openai", environ) == "o"
    assert find_api_key("openai-compatible", environ) == "s"
    assert find_api_key("anthropic", {"SKILLGRADE_API_KEY": "s", "EVAL_SKILLS_LLM_KEY": "e"}) == "s"
    assert find_api_key("anthropic", {"EVAL_SKILLS_LLM_KEY": "e", "ANTHROPIC_API_KEY": "  "}) == "e"
    assert find_api_key("openai-compatible", {"OPENAI_API_KEY": "o", "ANTHROPIC_API_KEY": "a"}) is None
    assert key_vars("openai") == ("OPENAI_API_KEY", "SKILLGRADE_API_KEY", "EVAL_SKILLS_LLM_KEY")


def test_the_client_reads_the_key_from_the_environment(
    server: FakeServer, make_client, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("EVAL_SKILLS_LLM_KEY", "sk-from-the-environment")

    complete(make_client("anthropic", api_key=None), chat("anthropic"))

    assert server.requests[0].headers["x-api-key"] == "sk-from-the-environment"


@pytest.mark.parametrize(("provider", "variable"), [("anthropic", "ANTHROPIC_API_KEY"), ("openai", "OPENAI_API_KEY")])
def test_a_missing_key_fails_at_construction_naming_the_variables(provider: str, variable: str) -> None:
    with pytest.raises(ModelSetupError) as caught:
        LLMClient(ProviderConfig(provider=provider, model="m"))  # type: ignore[arg-type]

    message = str(caught.value)
    assert f"{variable} or SKILLGRADE_API_KEY or EVAL_SKILLS_LLM_KEY" in message
    assert caught.value.exit_code == 2


def test_offline_needs_no_key() -> None:
    LLMClient(ProviderConfig(provider="anthropic", model="m"), offline=True)


def test_redact_hides_known_keys_and_anything_shaped_like_a_credential(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", "plainsecretvalue")

    text = (
        'key plainsecretvalue; Authorization: Bearer abc.def-ghi; {"x-api-key": "zzz-123"}; '
        "url?api_key=qqq&x=1; stray sk-proj-ABCDEFGH12345678; extra hunter2hunter2"
    )

    assert redact(text, secrets=["hunter2hunter2", None]) == (
        'key ***; Authorization: Bearer ***; {"x-api-key": "***"}; url?api_key=***&x=1; stray ***; extra ***'
    )


def test_the_key_appears_in_no_message_log_or_cache_file_when_the_server_echoes_headers(
    server: FakeServer, make_client, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    secret = "opaque0key0without0any0usual0shape"
    cache = DiskCache(tmp_path)
    server.script(echo_headers(503), echo_headers(401))

    with pytest.raises(ModelCallError) as caught:
        complete(make_client(api_key=secret, cache=cache), chat())
    [answer] = complete(make_client(api_key=secret, cache=cache), chat())

    assert "bad request, headers were" in str(caught.value)
    assert secret in server.requests[0].headers["authorization"]
    leaks = [str(caught.value), repr(caught.value), *map(str, caught.value.args), answer.model_dump_json()]
    leaks += [record.getMessage() for record in caplog.records]
    leaks += [path.read_text(encoding="utf-8") for path in tmp_path.rglob("*") if path.is_file()]
    assert caplog.records, "the retry should have been logged"
    assert len(leaks) > 5
    assert not [text for text in leaks if secret in text]


def test_an_anthropic_key_echoed_in_an_error_is_redacted(server: FakeServer, make_client) -> None:
    server.script(echo_headers(400))

    with pytest.raises(ModelCallError) as caught:
        complete(make_client("anthropic"), chat("anthropic"))

    assert "x-api-key: ***" in str(caught.value)
    assert TEST_KEY not in str(caught.value)
    assert TEST_KEY[:12] not in str(caught.value)


def test_a_long_error_is_redacted_before_it_is_shortened(server: FakeServer, make_client) -> None:
    # The key straddles the 300-character cut: shortening first would leave a prefix of it behind.
    server.script(Reply(400, openai_error("x" * 280 + f" key={TEST_KEY} " + "y" * 100)))

    with pytest.raises(ModelCallError) as caught:
        complete(make_client(), chat())

    assert TEST_KEY[:8] not in str(caught.value)


def test_the_client_repr_shows_no_key() -> None:
    client = LLMClient(ProviderConfig(provider="openai", model="gpt-test"), api_key=TEST_KEY)

    assert TEST_KEY not in repr(client)
    assert TEST_KEY not in repr(vars(client).get("config"))


def url_encoded_echo(status: int) -> Callable[[Recorded], Reply]:
    """An error reply that echoes the request's headers URL-encoded, as a redirecting proxy's log line might."""

    def reply(request: Recorded) -> Reply:
        credentials = {k: v for k, v in request.headers.items() if k in ("authorization", "x-api-key")}
        echoed = quote("; ".join(f"{name}: {value}" for name, value in credentials.items()), safe="")
        return Reply(status, openai_error(f"rejected https://proxy.test/deny?req={echoed}", type_="echo"))

    return reply


@pytest.mark.parametrize("provider", ["openai", "anthropic"])
def test_a_url_encoded_echo_of_the_key_is_redacted(server: FakeServer, make_client, provider: str) -> None:
    secret = "opaque+key/with=chars0001"  # characters that URL encoding changes
    server.script(url_encoded_echo(400))

    with pytest.raises(ModelCallError) as caught:
        complete(make_client(provider, api_key=secret), chat(provider))

    message = str(caught.value)
    assert "proxy.test/deny" in message
    assert quote(secret, safe="") not in message and quote_plus(secret, safe="") not in message
    assert secret not in message and "***" in message


def test_redact_hides_url_encoded_credential_shapes() -> None:
    text = "a=Bearer%20tok123abc b=x-api-key%3A%20abc%2Bdef c=api_key%3Dqwe123&x=1"
    assert redact(text) == "a=Bearer%20*** b=x-api-key%3A%20*** c=api_key%3D***&x=1"
