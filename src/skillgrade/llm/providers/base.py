"""What every provider does: shape a request for the wire, read the answer, explain an error."""

from __future__ import annotations

import json
from typing import Any, ClassVar, NamedTuple
from urllib.parse import urlsplit

from skillgrade.llm.types import ChatRequest, ChatResponse, Dialect, Message

TOOL_NAME = "record_answer"
"""The tool a ``tool``-dialect request forces the model to call."""
TOOL_DESCRIPTION = "Record your answer. Call this exactly once, with the complete answer."

INCOMPLETE_FINISH_REASONS = frozenset({"length", "refusal", "content_filter"})
"""Finish reasons whose answer may not match the schema: score such an answer as unscored."""


class ResponseShapeError(ValueError):
    """A 2xx reply that is not the provider's documented response shape."""


class WireRequest(NamedTuple):
    url: str
    headers: dict[str, str]
    """Everything but the credentials; see :meth:`Provider.auth_headers`."""
    body: dict[str, Any]


class Provider:
    """One backend's wire format. Subclasses set the class attributes and the three hooks."""

    name: ClassVar[str]
    default_base_url: ClassVar[str | None] = None
    default_dialect: ClassVar[Dialect]
    dialects: ClassVar[frozenset[Dialect]]
    key_required: ClassVar[bool] = True

    def __init__(self, base_url: str) -> None:
        self.base_url = base_url.rstrip("/")

    def build(self, request: ChatRequest, dialect: Dialect) -> WireRequest:
        raise NotImplementedError

    def auth_headers(self, api_key: str | None) -> dict[str, str]:
        raise NotImplementedError

    def parse(self, payload: Any) -> ChatResponse:
        """The answer in a 2xx reply; raises :class:`ResponseShapeError` when it is not one."""
        raise NotImplementedError

    def error_message(self, payload: Any) -> str | None:
        """The server's own explanation in an error body (``{"error": {"message": …}}`` by default)."""
        error = payload.get("error") if isinstance(payload, dict) else None
        if isinstance(error, dict) and isinstance(error.get("message"), str):
            kind = error.get("code") or error.get("type")
            return f"{kind}: {error['message']}" if isinstance(kind, str) else str(error["message"])
        if isinstance(error, str):
            return error
        return None

    def endpoint(self, path: str) -> str:
        """``base_url`` + ``/v1`` + ``path``, unless the base URL already names a version or a path.

        ``http://host:8000`` and ``http://host:8000/v1`` both reach ``http://host:8000/v1/…``;
        a base with its own path (``…/v1beta/openai``) is used as the OpenAI SDKs use it.
        """
        if urlsplit(self.base_url).path in ("", "/"):
            return f"{self.base_url}/v1{path}"
        return f"{self.base_url}{path}"


def schema_instruction(schema: dict[str, Any]) -> str:
    """The sentence that asks for JSON when the backend cannot be made to produce it."""
    return (
        "Reply with one JSON object and nothing else: no prose, no code fence. "
        "It must validate against this JSON Schema:\n" + json.dumps(schema, indent=2, ensure_ascii=False)
    )


def with_schema_in_system(messages: tuple[Message, ...], schema: dict[str, Any]) -> tuple[Message, ...]:
    """``messages`` with the schema instruction appended to the first system message (or added as one)."""
    instruction = schema_instruction(schema)
    for index, message in enumerate(messages):
        if message.role == "system":
            merged = Message(role="system", content=f"{message.content}\n\n{instruction}")
            return (*messages[:index], merged, *messages[index + 1 :])
    return (Message(role="system", content=instruction), *messages)


def sampling(request: ChatRequest, *, seed: bool) -> dict[str, Any]:
    """The sampling parameters that are set; unset ones are never sent."""
    values: dict[str, Any] = {"temperature": request.temperature, "top_p": request.top_p}
    if seed:
        values["seed"] = request.seed
    return {name: value for name, value in values.items() if value is not None}


def count(value: Any) -> int:
    """A token count from a usage block, where absent or null means 0."""
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def json_object(text: str) -> dict[str, Any] | None:
    """``text`` parsed as a JSON object, or None."""
    try:
        value = json.loads(text)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None
