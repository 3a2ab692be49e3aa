"""OpenAI Chat Completions: ``POST {base}/v1/chat/completions``, Bearer auth.

Structured output uses ``response_format`` ``json_schema`` with ``strict`` by default; ``tool``
forces a call to the ``record_answer`` function; ``prompt`` describes the schema in the system
prompt. The same wire format serves OpenAI-compatible servers (see ``openai_compatible``).
"""

from __future__ import annotations

import json
from typing import Any, ClassVar

from skillgrade.llm.providers.base import (
    TOOL_DESCRIPTION,
    TOOL_NAME,
    Provider,
    ResponseShapeError,
    WireRequest,
    count,
    json_object,
    sampling,
    with_schema_in_system,
)
from skillgrade.llm.types import ChatRequest, ChatResponse, Dialect, Usage


class OpenAIProvider(Provider):
    name: ClassVar[str] = "openai"
    default_base_url: ClassVar[str | None] = "https://api.openai.com/v1"
    default_dialect: ClassVar[Dialect] = "json_schema"
    dialects: ClassVar[frozenset[Dialect]] = frozenset({"json_schema", "tool", "prompt"})
    max_tokens_field: ClassVar[str] = "max_completion_tokens"
    """``max_tokens`` is deprecated by OpenAI and refused by its reasoning models."""
    strict: ClassVar[bool] = True
    """Send ``strict: true`` on schemas and tools (OpenAI's constrained decoding)."""

    def build(self, request: ChatRequest, dialect: Dialect) -> WireRequest:
        schema = request.response_schema
        messages = request.messages
        if schema is not None and dialect == "prompt":
            messages = with_schema_in_system(messages, schema)
        body: dict[str, Any] = {
            "model": request.model,
            "messages": [{"role": m.role, "content": m.content} for m in messages],
            self.max_tokens_field: request.max_tokens,
            **sampling(request, seed=True),
        }
        if schema is not None:
            body.update(self.structured_output(schema, request.schema_name, dialect))
        return WireRequest(self.endpoint("/chat/completions"), {"content-type": "application/json"}, body)

    def structured_output(self, schema: dict[str, Any], name: str, dialect: Dialect) -> dict[str, Any]:
        """The body fields that ask for ``schema`` in ``dialect``."""
        strict = {"strict": True} if self.strict else {}
        if dialect == "json_schema":
            json_schema = {"name": name, **strict, "schema": schema}
            return {"response_format": {"type": "json_schema", "json_schema": json_schema}}
        if dialect == "json_object":
            return {"response_format": {"type": "json_object", "schema": schema}}
        if dialect == "tool":
            function = {"name": TOOL_NAME, "description": TOOL_DESCRIPTION, "parameters": schema, **strict}
            return {
                "tools": [{"type": "function", "function": function}],
                "tool_choice": {"type": "function", "function": {"name": TOOL_NAME}},
            }
        return {}

    def auth_headers(self, api_key: str | None) -> dict[str, str]:
        return {"authorization": f"Bearer {api_key}"} if api_key else {}

    def parse(self, payload: Any) -> ChatResponse:
        choices = payload.get("choices") if isinstance(payload, dict) else None
        if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
            raise ResponseShapeError("no choices in the Chat Completions reply")
        message = choices[0].get("message")
        if not isinstance(message, dict):
            raise ResponseShapeError("no message in the first choice")
        finish = choices[0].get("finish_reason")
        text, data = _answer(message)
        if isinstance(message.get("refusal"), str) and message["refusal"]:
            text, data, finish = message["refusal"], None, "refusal"
        return ChatResponse(
            text=text,
            data=data,
            model=str(payload.get("model") or ""),
            finish_reason=finish if isinstance(finish, str) else None,
            usage=_usage(payload.get("usage")),
        )


def _answer(message: dict[str, Any]) -> tuple[str, dict[str, Any] | None]:
    """The text of the answer, and the object a forced tool call carried."""
    calls = message.get("tool_calls")
    if isinstance(calls, list) and calls and isinstance(calls[0], dict):
        function = calls[0].get("function")
        arguments = function.get("arguments") if isinstance(function, dict) else None
        if isinstance(arguments, str):
            return arguments, json_object(arguments)
        if isinstance(arguments, dict):  # some compatible servers send the object itself
            return json.dumps(arguments, ensure_ascii=False), arguments
    content = message.get("content")
    return (content if isinstance(content, str) else ""), None


def _usage(usage: Any) -> Usage:
    """``prompt_tokens`` includes the cached tokens; ``completion_tokens`` includes reasoning."""
    if not isinstance(usage, dict):
        return Usage()
    details = usage.get("prompt_tokens_details")
    cached = count(details.get("cached_tokens")) if isinstance(details, dict) else 0
    return Usage(
        input_uncached=max(0, count(usage.get("prompt_tokens")) - cached),
        cache_read=cached,
        output=count(usage.get("completion_tokens")),
    )
