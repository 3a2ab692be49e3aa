"""What goes over the wire for each provider and dialect, and how each reply is read."""

from __future__ import annotations

import json
from typing import get_args

import pytest

from llm.fake_server import (
    SCHEMA,
    TEST_KEY,
    FakeServer,
    Reply,
    anthropic_answer,
    chat,
    complete,
    openai_answer,
)
from skillgrade.llm.providers import PROVIDERS
from skillgrade.llm.providers.anthropic import AnthropicProvider, supported_schema
from skillgrade.llm.providers.openai import OpenAIProvider
from skillgrade.llm.providers.openai_compatible import OpenAICompatibleProvider
from skillgrade.llm.types import Message, ProviderName, Usage


def test_anthropic_request_uses_output_config_with_the_key_header_and_no_seed(server: FakeServer, make_client) -> None:
    complete(make_client("anthropic"), chat("anthropic", seed=7))

    [sent] = server.requests
    assert (sent.method, sent.path) == ("POST", "/v1/messages")
    assert sent.headers["x-api-key"] == TEST_KEY
    assert sent.headers["anthropic-version"] == "2023-06-01"
    assert sent.headers["content-type"] == "application/json"
    assert "authorization" not in sent.headers
    assert "anthropic-beta" not in sent.headers
    assert sent.body == {
        "model": "claude-test",
        "max_tokens": 300,
        "system": "You are a strict grader.",
        "messages": [{"role": "user", "content": "Grade this skill."}],
        "output_config": {"format": {"type": "json_schema", "schema": SCHEMA}},
    }


def test_anthropic_sends_sampling_parameters_only_when_set(server: FakeServer, make_client) -> None:
    complete(make_client("anthropic"), chat("anthropic", temperature=0.0, top_p=0.9, response_schema=None))

    body = server.requests[0].body
    assert body["temperature"] == 0.0
    assert body["top_p"] == 0.9
    assert "seed" not in body
    assert "output_config" not in body
    assert "tools" not in body


def test_anthropic_base_url_with_or_without_v1_reaches_the_same_path(server: FakeServer, make_client) -> None:
    complete(make_client("anthropic", base_url=server.url + "/v1/"), chat("anthropic"))
    complete(make_client("anthropic", base_url=server.url), chat("anthropic"))

    assert [r.path for r in server.requests] == ["/v1/messages", "/v1/messages"]


def test_anthropic_tool_dialect_forces_record_answer_and_reads_the_tool_input(server: FakeServer, make_client) -> None:
    server.script(Reply(body=anthropic_answer(tool_input={"reasoning": "ok", "score": 5}, stop_reason="tool_use")))

    [answer] = complete(make_client("anthropic", dialect="tool"), chat("anthropic"))

    body = server.requests[0].body
    assert body["tools"] == [
        {"name": "record_answer", "description": body["tools"][0]["description"], "input_schema": SCHEMA}
    ]
    assert body["tool_choice"] == {"type": "tool", "name": "record_answer"}
    assert "output_config" not in body
    assert answer.data == {"reasoning": "ok", "score": 5}
    assert json.loads(answer.text) == {"reasoning": "ok", "score": 5}
    assert answer.finish_reason == "tool_calls"


def test_anthropic_prompt_dialect_puts_the_schema_in_the_system_prompt(server: FakeServer, make_client) -> None:
    complete(make_client("anthropic", dialect="prompt"), chat("anthropic"))

    body = server.requests[0].body
    assert body["system"].startswith("You are a strict grader.\n\n")
    assert body["system"].endswith(json.dumps(SCHEMA, indent=2))
    assert "output_config" not in body and "tools" not in body


def test_anthropic_reply_text_usage_and_model_are_normalised(server: FakeServer, make_client) -> None:
    usage = {
        "input_tokens": 12,
        "cache_read_input_tokens": 100,
        "cache_creation_input_tokens": 30,
        "output_tokens": 7,
        "cache_creation": {"ephemeral_5m_input_tokens": 30},
    }
    server.script(Reply(body=anthropic_answer(usage=usage)))

    [answer] = complete(make_client("anthropic"), chat("anthropic"))

    assert answer.text == '{"reasoning": "Clear steps.", "score": 4}'
    assert answer.data is None
    assert answer.model == "claude-test-20260101"
    assert answer.finish_reason == "stop"
    assert answer.usage == Usage(input_uncached=12, cache_read=100, cache_write=30, output=7)
    assert answer.usage.input == 142


def test_anthropic_null_cache_counts_are_zero(server: FakeServer, make_client) -> None:
    usage = {
        "input_tokens": 3,
        "output_tokens": 2,
        "cache_read_input_tokens": None,
        "cache_creation_input_tokens": None,
    }
    server.script(Reply(body=anthropic_answer(usage=usage)))

    [answer] = complete(make_client("anthropic"), chat("anthropic"))

    assert answer.usage == Usage(input_uncached=3, output=2)


@pytest.mark.parametrize(("stop_reason", "finish_reason"), [("refusal", "refusal"), ("max_tokens", "length")])
def test_anthropic_refusal_and_truncation_are_reported_as_finish_reasons(
    server: FakeServer, make_client, stop_reason: str, finish_reason: str
) -> None:
    server.script(Reply(body=anthropic_answer('{"reas', stop_reason=stop_reason)))

    [answer] = complete(make_client("anthropic"), chat("anthropic"))

    assert answer.finish_reason == finish_reason


def test_anthropic_schema_drops_unsupported_constraints_into_the_description() -> None:
    schema = {
        "type": "object",
        "properties": {
            "score": {"type": "integer", "minimum": 1, "maximum": 5, "description": "The grade."},
            "notes": {"type": "array", "items": {"type": "string", "maxLength": 80}, "minItems": 1},
            "minimum": {"type": "string"},
        },
        "required": ["score", "notes", "minimum"],
        "additionalProperties": False,
    }

    assert supported_schema(schema) == {
        "type": "object",
        "properties": {
            "score": {"type": "integer", "description": "The grade.\n\n{minimum: 1, maximum: 5}"},
            "notes": {"type": "array", "items": {"type": "string", "description": "{maxLength: 80}"}, "minItems": 1},
            "minimum": {"type": "string"},
        },
        "required": ["score", "notes", "minimum"],
        "additionalProperties": False,
    }
    assert supported_schema(SCHEMA) == SCHEMA


@pytest.mark.parametrize("suffix", ["", "/", "/v1", "/v1/"])
def test_openai_base_url_with_or_without_v1_reaches_chat_completions(
    server: FakeServer, make_client, suffix: str
) -> None:
    complete(make_client("openai", base_url=server.url + suffix), chat())

    assert server.requests[0].path == "/v1/chat/completions"


def test_openai_request_uses_strict_json_schema_and_max_completion_tokens(server: FakeServer, make_client) -> None:
    complete(make_client("openai"), chat(seed=7, temperature=0.0))

    [sent] = server.requests
    assert (sent.method, sent.path) == ("POST", "/v1/chat/completions")
    assert sent.headers["authorization"] == f"Bearer {TEST_KEY}"
    assert "x-api-key" not in sent.headers
    assert sent.body == {
        "model": "gpt-test",
        "messages": [
            {"role": "system", "content": "You are a strict grader."},
            {"role": "user", "content": "Grade this skill."},
        ],
        "max_completion_tokens": 300,
        "temperature": 0.0,
        "seed": 7,
        "response_format": {"type": "json_schema", "json_schema": {"name": "grade", "strict": True, "schema": SCHEMA}},
    }


def test_openai_leaves_out_unset_sampling_parameters(server: FakeServer, make_client) -> None:
    complete(make_client("openai"), chat(response_schema=None))

    body = server.requests[0].body
    assert set(body) == {"model", "messages", "max_completion_tokens"}


def test_openai_tool_dialect_forces_a_strict_function_and_reads_its_arguments(server: FakeServer, make_client) -> None:
    server.script(Reply(body=openai_answer(tool_arguments='{"reasoning": "ok", "score": 2}')))

    [answer] = complete(make_client("openai", dialect="tool"), chat())

    body = server.requests[0].body
    [tool] = body["tools"]
    assert tool["type"] == "function"
    assert {k: v for k, v in tool["function"].items() if k != "description"} == {
        "name": "record_answer",
        "parameters": SCHEMA,
        "strict": True,
    }
    assert body["tool_choice"] == {"type": "function", "function": {"name": "record_answer"}}
    assert "response_format" not in body
    assert answer.data == {"reasoning": "ok", "score": 2}
    assert answer.text == '{"reasoning": "ok", "score": 2}'


def test_openai_usage_subtracts_cached_tokens_and_keeps_reasoning_in_output(server: FakeServer, make_client) -> None:
    usage = {
        "prompt_tokens": 120,
        "completion_tokens": 30,
        "total_tokens": 150,
        "prompt_tokens_details": {"cached_tokens": 100},
        "completion_tokens_details": {"reasoning_tokens": 12},
    }
    server.script(Reply(body=openai_answer(usage=usage)))

    [answer] = complete(make_client("openai"), chat())

    assert answer.usage == Usage(input_uncached=20, cache_read=100, cache_write=0, output=30)
    assert answer.model == "gpt-test-2026-01-01"
    assert answer.finish_reason == "stop"


def test_openai_refusal_becomes_the_refusal_finish_reason(server: FakeServer, make_client) -> None:
    server.script(Reply(body=openai_answer(None, refusal="I can't help with that.")))

    [answer] = complete(make_client("openai"), chat())

    assert answer.finish_reason == "refusal"
    assert answer.text == "I can't help with that."
    assert answer.data is None


def test_openai_compatible_defaults_to_json_object_with_max_tokens_and_no_auth(server: FakeServer, make_client) -> None:
    server.script(Reply(body=openai_answer(usage={"prompt_tokens": 9, "completion_tokens": 4})))

    [answer] = complete(make_client("openai-compatible", api_key=None), chat("openai-compatible", seed=3))

    [sent] = server.requests
    assert sent.path == "/v1/chat/completions"
    assert "authorization" not in sent.headers
    assert sent.body == {
        "model": "local-test",
        "messages": [
            {"role": "system", "content": "You are a strict grader."},
            {"role": "user", "content": "Grade this skill."},
        ],
        "max_tokens": 300,
        "seed": 3,
        "response_format": {"type": "json_object", "schema": SCHEMA},
    }
    assert answer.usage == Usage(input_uncached=9, output=4)


def test_openai_compatible_uses_a_generic_key_as_bearer_when_one_is_set(
    server: FakeServer, make_client, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLGRADE_API_KEY", "local-secret-123")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-openai-must-not-travel")

    complete(make_client("openai-compatible", api_key=None), chat("openai-compatible"))

    assert server.requests[0].headers["authorization"] == "Bearer local-secret-123"


def test_openai_compatible_json_schema_and_tool_dialects_carry_no_strict_flag(server: FakeServer, make_client) -> None:
    complete(make_client("openai-compatible", dialect="json_schema"), chat("openai-compatible"))
    server.script(Reply(body=openai_answer(tool_arguments='{"score": 1}')))
    complete(make_client("openai-compatible", dialect="tool"), chat("openai-compatible"))

    schema_body, tool_body = (r.body for r in server.requests)
    assert schema_body["response_format"] == {"type": "json_schema", "json_schema": {"name": "grade", "schema": SCHEMA}}
    assert "strict" not in tool_body["tools"][0]["function"]
    assert tool_body["tool_choice"] == {"type": "function", "function": {"name": "record_answer"}}


def test_openai_compatible_prompt_dialect_describes_the_schema_and_sends_no_response_format(
    server: FakeServer, make_client
) -> None:
    request = chat("openai-compatible", messages=(Message(role="user", content="Grade this skill."),))

    complete(make_client("openai-compatible", dialect="prompt"), request)

    body = server.requests[0].body
    assert "response_format" not in body and "tools" not in body
    system, user = body["messages"]
    assert system["role"] == "system"
    assert json.dumps(SCHEMA, indent=2) in system["content"]
    assert user == {"role": "user", "content": "Grade this skill."}


@pytest.mark.parametrize(
    ("provider", "base_url", "url"),
    [
        (AnthropicProvider, "https://api.anthropic.com", "https://api.anthropic.com/v1/messages"),
        (AnthropicProvider, "https://gateway.example/anthropic/", "https://gateway.example/anthropic/v1/messages"),
        (OpenAIProvider, "https://api.openai.com/v1", "https://api.openai.com/v1/chat/completions"),
        (OpenAIProvider, "https://gw.example/v1beta/openai/", "https://gw.example/v1beta/openai/chat/completions"),
        (OpenAICompatibleProvider, "http://127.0.0.1:8000", "http://127.0.0.1:8000/v1/chat/completions"),
    ],
)
def test_endpoints_follow_each_sdks_base_url_convention(provider, base_url: str, url: str) -> None:
    assert provider(base_url).build(chat(), provider.default_dialect).url == url
    assert provider.default_base_url is None or provider.default_base_url.startswith("https://api.")


def test_the_registry_names_every_provider_the_config_accepts() -> None:
    assert {
        "anthropic": AnthropicProvider,
        "openai": OpenAIProvider,
        "openai-compatible": OpenAICompatibleProvider,
    } == PROVIDERS
    assert {name: cls.name for name, cls in PROVIDERS.items()} == {name: name for name in PROVIDERS}
    assert set(get_args(ProviderName)) == set(PROVIDERS)
