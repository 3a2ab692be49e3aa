"""Skill invocations read from Claude Code session transcripts (``~/.claude/projects/<project>/<session>.jsonl``).

Anthropic documents where the transcripts live but calls the line format internal, so this follows
the format as published by the tools that parse it (see ``docs/usage.md``). A line is one JSON
object: ``{"type": "assistant" | "user" | "summary" | "system" | …, "sessionId", "uuid",
"timestamp", "message": {...}}``; an assistant message's ``content`` holds ``tool_use`` blocks
(``{"id", "name", "input"}``), a Skill call being ``{"name": "Skill", "input": {"skill": NAME}}``;
the next user line carries the ``tool_result`` blocks (``{"tool_use_id", "content", "is_error"}``).

An invocation spans from its Skill call to the next message typed by the user (or the next Skill
call, or the end of the file). From that span come: the skill name, the timestamp, the errors
(tool results marked ``is_error``), the tool calls, the output tokens, the files written or edited
and the duration. Nothing else can be read from a transcript and stays unknown.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from skillgrade.usage.records import InvocationRecord

TRANSCRIPT_TYPES = frozenset({"user", "assistant", "summary", "system", "file-history-snapshot", "queue-operation"})
EDIT_TOOLS = frozenset({"Write", "Edit", "MultiEdit", "NotebookEdit"})
ERROR_TEXT_LIMIT = 300


class TranscriptLineError(ValueError):
    """A transcript line that cannot be used; the message says why."""


@dataclass
class _Span:
    """The invocation being read: from its Skill call to the next prompt typed by the user."""

    line: int
    record_id: str
    skill: str
    started: datetime
    session: str
    last: datetime
    tool_ids: set[str] = field(default_factory=set)
    messages: set[str] = field(default_factory=set)
    files: set[str] = field(default_factory=set)
    errors: list[str] = field(default_factory=list)
    tool_calls: int = 0
    output_tokens: int = 0
    tokens_seen: bool = False

    def record(self) -> InvocationRecord:
        return InvocationRecord(
            id=self.record_id,
            skill_name=self.skill,
            timestamp=self.started,
            source=f"claude-code:{self.session}",
            errors=self.errors,
            tool_calls=self.tool_calls,
            files_changed=len(self.files),
            tokens_used=self.output_tokens if self.tokens_seen else None,
            duration_ms=(self.last - self.started).total_seconds() * 1000,
        )


def looks_like_transcript(first: dict[str, Any]) -> bool:
    """Whether the first object of a file is a Claude Code transcript line."""
    return first.get("type") in TRANSCRIPT_TYPES and ("sessionId" in first or "message" in first or "summary" in first)


def read_transcript(lines: Iterator[tuple[int, str]]) -> Iterator[tuple[int, InvocationRecord | str]]:
    """Yield ``(line, record)`` per Skill invocation and ``(line, message)`` per unusable line."""
    span: _Span | None = None
    for number, text in lines:
        try:
            entry = _parse(text)
            if entry.get("isSidechain") or entry.get("type") not in ("user", "assistant"):
                continue
            if entry["type"] == "user":
                if span is not None and _is_prompt(entry):
                    yield span.line, span.record()
                    span = None
                elif span is not None:
                    _add_results(span, entry)
                continue
            for started in _assistant(span, entry, number):
                if span is not None:
                    yield span.line, span.record()
                span = started
        except TranscriptLineError as exc:
            yield number, str(exc)
    if span is not None:
        yield span.line, span.record()


def _parse(text: str) -> dict[str, Any]:
    try:
        entry = json.loads(text)
    except json.JSONDecodeError as exc:
        raise TranscriptLineError(f"not JSON: {exc.msg} (column {exc.colno})") from None
    if not isinstance(entry, dict):
        raise TranscriptLineError("not a JSON object")
    return entry


def _message_content(entry: dict[str, Any]) -> list[Any] | str:
    message = entry.get("message")
    content = message.get("content") if isinstance(message, dict) else None
    return content if isinstance(content, (list, str)) else []


def _is_prompt(entry: dict[str, Any]) -> bool:
    """A message typed by the user: text, not tool results, not text Claude Code injects (``isMeta``)."""
    if entry.get("isMeta"):
        return False
    content = _message_content(entry)
    if isinstance(content, str):
        return True
    return not any(isinstance(b, dict) and b.get("type") == "tool_result" for b in content)


def _timestamp(entry: dict[str, Any]) -> datetime:
    raw = entry.get("timestamp")
    try:
        moment = datetime.fromisoformat(str(raw).replace("Z", "+00:00"))
    except ValueError:
        raise TranscriptLineError(f"timestamp {raw!r} is not an ISO 8601 time") from None
    if moment.tzinfo is None:
        raise TranscriptLineError(f"timestamp {raw!r} has no timezone")
    return moment


def _add_results(span: _Span, entry: dict[str, Any]) -> None:
    content = _message_content(entry)
    if isinstance(content, str):
        return
    for block in content:
        if not (isinstance(block, dict) and block.get("type") == "tool_result"):
            continue
        if block.get("tool_use_id") in span.tool_ids and block.get("is_error"):
            span.errors.append(_result_text(block.get("content"))[:ERROR_TEXT_LIMIT])
    if "timestamp" in entry:
        span.last = max(span.last, _timestamp(entry))


def _result_text(content: Any) -> str:
    if isinstance(content, str):
        return content or "tool error"
    if isinstance(content, list):
        texts = [str(b.get("text", "")) for b in content if isinstance(b, dict)]
        return " ".join(t for t in texts if t) or "tool error"
    return "tool error"


def _assistant(span: _Span | None, entry: dict[str, Any], number: int) -> Iterator[_Span]:
    """Account an assistant line to the open span; yield a new span for each Skill call in it."""
    content = _message_content(entry)
    blocks = (
        [b for b in content if isinstance(b, dict) and b.get("type") == "tool_use"] if isinstance(content, list) else []
    )
    moment = _timestamp(entry) if ("timestamp" in entry or blocks) else None
    if span is not None and not any(b.get("name") == "Skill" for b in blocks):
        _add_usage(span, entry)
        if moment is not None:
            span.last = max(span.last, moment)
    for block in blocks:
        if block.get("name") == "Skill":
            assert moment is not None
            span = _start(entry, block, moment, number)
            yield span
        elif span is not None:
            _add_call(span, block)


def _start(entry: dict[str, Any], block: dict[str, Any], moment: datetime, number: int) -> _Span:
    arguments = block.get("input")
    skill = arguments.get("skill") if isinstance(arguments, dict) else None
    if not isinstance(skill, str) or not skill:
        raise TranscriptLineError("Skill call without input.skill")
    session = str(entry.get("sessionId") or "unknown-session")
    call_id = str(block.get("id") or f"line-{number}")
    span = _Span(
        line=number,
        record_id=f"claude-code:{session}:{call_id}",
        skill=skill,
        started=moment,
        session=session,
        last=moment,
    )
    span.tool_ids.add(call_id)
    _add_usage(span, entry)
    return span


def _add_usage(span: _Span, entry: dict[str, Any]) -> None:
    """Output tokens, once per API message: Claude Code writes one line per content block of a message."""
    message = entry.get("message")
    if not isinstance(message, dict) or not isinstance(message.get("usage"), dict):
        return
    key = str(message.get("id") or entry.get("uuid") or id(entry))
    if key in span.messages:
        return
    span.messages.add(key)
    tokens = message["usage"].get("output_tokens")
    if isinstance(tokens, int) and tokens >= 0:
        span.output_tokens += tokens
        span.tokens_seen = True


def _add_call(span: _Span, block: dict[str, Any]) -> None:
    span.tool_calls += 1
    if block.get("id"):
        span.tool_ids.add(str(block["id"]))
    arguments = block.get("input")
    if block.get("name") in EDIT_TOOLS and isinstance(arguments, dict):
        target = arguments.get("file_path") or arguments.get("notebook_path")
        if isinstance(target, str):
            span.files.add(target)
