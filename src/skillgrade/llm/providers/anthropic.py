"""Anthropic Messages API: ``POST {base}/v1/messages``.

Structured output uses ``output_config.format`` (GA, no beta header) by default; the ``tool``
dialect forces a call to the ``record_answer`` tool instead, for models without structured
outputs; ``prompt`` describes the schema in the system prompt. Anthropic has no ``seed``.
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
    sampling,
    schema_instruction,
)
from skillgrade.llm.types import ChatRequest, ChatResponse, Dialect, Usage

API_VERSION = "2023-06-01"

FINISH_REASONS = {
    "end_turn": "stop",
    "stop_sequence": "stop",
    "max_tokens": "length",
    "model_context_window_exceeded": "length",
    "tool_use": "tool_calls",
    "refusal": "refusal",
}
"""Anthropic ``stop_reason`` → the OpenAI-style ``finish_reason`` every provider reports."""

_UNSUPPORTED_KEYWORDS = frozenset(
    {
        "minimum",
        "maximum",
        "exclusiveMinimum",
        "exclusiveMaximum",
        "multipleOf",
        "minLength",
        "maxLength",
        "pattern",
        "maxItems",
        "uniqueItems",
        "minProperties",
        "maxProperties",
    }
)
"""Constraints structured outputs reject. Like the Anthropic SDK, drop them from the schema sent and
state them in the description; callers validate answers against the full schema anyway."""


class AnthropicProvider(Provider):
    name: ClassVar[str] = "anthropic"
    default_base_url: ClassVar[str | None] = "https://api.anthropic.com"
    default_dialect: ClassVar[Dialect] = "anthropic"
    dialects: ClassVar[frozenset[Dialect]] = frozenset({"anthropic", "tool", "prompt"})

    def endpoint(self, path: str) -> str:
        """The SDK convention: the base URL has no version, so ``/v1`` is added unless it is there."""
        prefix = self.base_url if self.base_url.endswith("/v1") else f"{self.base_url}/v1"
        return prefix + path

    def build(self, request: ChatRequest, dialect: Dialect) -> WireRequest:
        system = [m.content for m in request.messages if m.role == "system"]
        body: dict[str, Any] = {
            "model": request.model,
            "max_tokens": request.max_tokens,
            "messages": [{"role": m.role, "content": m.content} for m in request.messages if m.role != "system"],
            **sampling(request, seed=False),
        }
        schema = request.response_schema
        if schema is not None and dialect == "anthropic":
            body["output_config"] = {"format": {"type": "json_schema", "schema": supported_schema(schema)}}
        elif schema is not None and dialect == "tool":
            body["tools"] = [{"name": TOOL_NAME, "description": TOOL_DESCRIPTION, "input_schema": schema}]
            body["tool_choice"] = {"type": "tool", "name": TOOL_NAME}
        elif schema is not None:
            system.append(schema_instruction(schema))
        if system:
            body["system"] = "\n\n".join(system)
        headers = {"anthropic-version": API_VERSION, "content-type": "application/json"}
        return WireRequest(self.endpoint("/messages"), headers, body)

    def auth_headers(self, api_key: str | None) -> dict[str, str]:
        return {"x-api-key": api_key} if api_key else {}

    def parse(self, payload: Any) -> ChatResponse:
        content = payload.get("content") if isinstance(payload, dict) else None
        if not isinstance(content, list):
            raise ResponseShapeError("no content list in the Messages API reply")
        blocks = [block for block in content if isinstance(block, dict)]
        text = "".join(b["text"] for b in blocks if b.get("type") == "text" and isinstance(b.get("text"), str))
        calls = [b["input"] for b in blocks if b.get("type") == "tool_use" and isinstance(b.get("input"), dict)]
        data = calls[0] if calls else None
        if data is not None:
            text = json.dumps(data, ensure_ascii=False)
        stop = payload.get("stop_reason")
        usage = payload.get("usage") if isinstance(payload.get("usage"), dict) else {}
        return ChatResponse(
            text=text,
            data=data,
            model=str(payload.get("model") or ""),
            finish_reason=FINISH_REASONS.get(stop, stop) if isinstance(stop, str) else None,
            usage=Usage(
                input_uncached=count(usage.get("input_tokens")),
                cache_read=count(usage.get("cache_read_input_tokens")),
                cache_write=count(usage.get("cache_creation_input_tokens")),
                output=count(usage.get("output_tokens")),
            ),
        )


def supported_schema(schema: Any) -> Any:
    """``schema`` without the keywords structured outputs reject, each noted in its description."""
    if isinstance(schema, list):
        return [supported_schema(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    kept: dict[str, Any] = {}
    dropped: dict[str, Any] = {}
    for keyword, value in schema.items():
        unsupported = keyword in _UNSUPPORTED_KEYWORDS or (keyword == "minItems" and value not in (0, 1))
        if unsupported:
            dropped[keyword] = value
        elif keyword in ("properties", "$defs", "definitions") and isinstance(value, dict):
            kept[keyword] = {name: supported_schema(sub) for name, sub in value.items()}
        elif keyword in ("enum", "const", "required", "default", "examples"):
            kept[keyword] = value
        else:
            kept[keyword] = supported_schema(value)
    if dropped:
        note = ", ".join(f"{keyword}: {value}" for keyword, value in dropped.items())
        kept["description"] = f"{kept['description']}\n\n{{{note}}}" if "description" in kept else f"{{{note}}}"
    return kept
