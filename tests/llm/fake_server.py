"""A scripted HTTP server on 127.0.0.1 that speaks the Anthropic and OpenAI wire formats.

It records every request (method, path, headers, JSON body) and answers from a script: each
request takes the next :class:`Reply` (or a function of the request that returns one); when the
script is empty it gives the provider's normal answer for the path.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import TYPE_CHECKING, Any

from skillgrade.llm.types import ChatRequest, ChatResponse, Message

if TYPE_CHECKING:
    from skillgrade.llm.client import LLMClient

TEST_KEY = "sk-test-4b1d7c0ffee5e5a1d0n0tl3ak"
MODELS = {"anthropic": "claude-test", "openai": "gpt-test", "openai-compatible": "local-test"}
SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"reasoning": {"type": "string"}, "score": {"type": "integer", "enum": [1, 2, 3, 4, 5]}},
    "required": ["reasoning", "score"],
    "additionalProperties": False,
}
ANSWER = '{"reasoning": "Clear steps.", "score": 4}'


@dataclass
class Recorded:
    method: str
    path: str
    headers: dict[str, str]
    """Lower-cased names."""
    body: Any


@dataclass
class Reply:
    status: int = 200
    body: Any = None
    """A dict or list is sent as JSON, a str as it is; None gives the normal answer for the path."""
    headers: dict[str, str] = field(default_factory=dict)
    hang: bool = False
    """Never answer: hold the connection until the server stops (for timeouts)."""
    trickle: float = 0.0
    """Send the body one byte every this many seconds (a server too slow for a whole answer, never idle)."""


Responder = Reply | Callable[[Recorded], Reply]


def anthropic_answer(
    text: str = ANSWER,
    *,
    stop_reason: str = "end_turn",
    usage: dict[str, Any] | None = None,
    tool_input: dict[str, Any] | None = None,
    model: str = "claude-test-20260101",
) -> dict[str, Any]:
    content: list[dict[str, Any]] = [{"type": "text", "text": text}] if tool_input is None else []
    if tool_input is not None:
        content.append({"type": "tool_use", "id": "toolu_01", "name": "record_answer", "input": tool_input})
    return {
        "id": "msg_01",
        "type": "message",
        "role": "assistant",
        "model": model,
        "content": content,
        "stop_reason": stop_reason,
        "usage": usage or {"input_tokens": 10, "output_tokens": 5},
    }


def openai_answer(
    content: str | None = ANSWER,
    *,
    finish_reason: str = "stop",
    usage: dict[str, Any] | None = None,
    tool_arguments: str | None = None,
    refusal: str | None = None,
    model: str = "gpt-test-2026-01-01",
) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": content, "refusal": refusal}
    if tool_arguments is not None:
        message["content"] = None
        message["tool_calls"] = [
            {"id": "call_1", "type": "function", "function": {"name": "record_answer", "arguments": tool_arguments}}
        ]
    return {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "model": model,
        "choices": [{"index": 0, "message": message, "finish_reason": finish_reason}],
        "usage": usage or {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
    }


def openai_error(message: str, *, type_: str = "invalid_request_error", code: str | None = None) -> dict[str, Any]:
    return {"error": {"message": message, "type": type_, "param": None, "code": code}}


def anthropic_error(type_: str, message: str) -> dict[str, Any]:
    return {"type": "error", "error": {"type": type_, "message": message}, "request_id": "req_01"}


def echo_headers(status: int) -> Callable[[Recorded], Reply]:
    """An error reply that echoes the request's headers, credentials included, as careless proxies do."""

    def reply(request: Recorded) -> Reply:
        echoed = "; ".join(f"{name}: {value}" for name, value in request.headers.items())
        return Reply(status, openai_error(f"bad request, headers were {echoed}", type_="echo"))

    return reply


class FakeServer:
    def __init__(self) -> None:
        self.requests: list[Recorded] = []
        self.gets: dict[str, Any] = {}
        """path → JSON body answered to ``GET path`` (404 otherwise); GETs are not recorded in ``requests``."""
        self._script: deque[Responder] = deque()
        self._lock = threading.Lock()
        self._release = threading.Event()
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), _handler_for(self))
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, args=(0.01,), name="fake-llm-server", daemon=True
        )

    @property
    def url(self) -> str:
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}"

    def script(self, *replies: Responder) -> None:
        with self._lock:
            self._script.extend(replies)

    def start(self) -> FakeServer:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._release.set()
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(timeout=5)

    def _respond(self, request: Recorded) -> Reply:
        with self._lock:
            self.requests.append(request)
            responder = self._script.popleft() if self._script else Reply()
        reply = responder(request) if callable(responder) else responder
        if reply.body is None and not reply.hang:
            reply.body = default_answer(request.path)
            if reply.body is None:
                reply.status, reply.body = 404, openai_error(f"no route {request.path}")
        return reply


def default_answer(path: str) -> dict[str, Any] | None:
    if path.endswith("/v1/messages"):
        return anthropic_answer()
    if path.endswith("/chat/completions"):
        return openai_answer()
    return None


def _handler_for(server: FakeServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            found = server.gets.get(self.path)
            data = json.dumps(found if found is not None else {"detail": "Not Found"}).encode()
            self.send_response(200 if found is not None else 404)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_POST(self) -> None:
            length = int(self.headers.get("content-length") or 0)
            raw = self.rfile.read(length)
            try:
                body = json.loads(raw) if raw else None
            except ValueError:
                body = raw.decode("utf-8", "replace")
            headers = {name.lower(): value for name, value in self.headers.items()}
            reply = server._respond(Recorded(self.command, self.path, headers, body))
            if reply.hang:
                server._release.wait(timeout=30)
                self.close_connection = True
                return
            data = reply.body.encode() if isinstance(reply.body, str) else json.dumps(reply.body).encode()
            self.send_response(reply.status)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", str(len(data)))
            for name, value in reply.headers.items():
                self.send_header(name, value)
            self.end_headers()
            if reply.trickle:
                for byte in data:
                    if server._release.wait(timeout=reply.trickle):
                        return
                    self.wfile.write(bytes([byte]))
                    self.wfile.flush()
                return
            self.wfile.write(data)

        def log_message(self, format: str, *args: Any) -> None:
            pass

    return Handler


def chat(provider: str = "openai", text: str = "Grade this skill.", **fields: Any) -> ChatRequest:
    """A grading request: a system prompt, one user message and the grade schema, unless overridden."""
    values: dict[str, Any] = {
        "model": MODELS[provider],
        "messages": (Message(role="system", content="You are a strict grader."), Message(role="user", content=text)),
        "max_tokens": 300,
        "response_schema": SCHEMA,
        "schema_name": "grade",
        **fields,
    }
    return ChatRequest(**values)


class SleepRecorder:
    """Stands in for ``asyncio.sleep``: records each wait and returns at once."""

    def __init__(self) -> None:
        self.waits: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.waits.append(seconds)


def complete(client: LLMClient, *requests: ChatRequest, **kwargs: Any) -> list[ChatResponse]:
    """Send ``requests`` one after the other in a fresh event loop, then close the client."""

    async def main() -> list[ChatResponse]:
        async with client:
            return [await client.complete(request, **kwargs) for request in requests]

    return asyncio.run(main())
