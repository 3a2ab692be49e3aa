"""The model's context window, where the server tells it, so requests can be fitted to it.

Sources, in order: ``--context-tokens`` (or ``judge.context-tokens``); llama.cpp's ``GET /props``
(``default_generation_settings.n_ctx``, the size the server actually runs with); ``GET /v1/models``
metadata (vLLM's ``max_model_len``, or a ``context_length`` / ``context_window`` field some servers
add); and, when none says, the server's own rejection: an OpenAI-style 400 "maximum context
length is N tokens … (P in the messages, C in the completion)" gives both the window and how many
tokens the prompt really took (llama-cpp-python's server answers this way and exposes no size).
What a rejection taught is kept beside the answer cache (:data:`LEARNED_FILE`), so a rerun fits
the first request and makes no call for answers already cached.
Hosted providers (Anthropic, OpenAI) are not probed: their windows are far above the defaults.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from skillgrade.llm.types import ProviderConfig

PROBE_TIMEOUT = 5.0
_MAXIMUM = re.compile(r"maximum context length is (\d+)", re.IGNORECASE)
_EXCEED = re.compile(r"exceeds? (?:the )?(?:available )?context (?:window|size|length)(?: of)? (\d+)", re.IGNORECASE)
_IN_MESSAGES = re.compile(r"\((\d+) in the messages", re.IGNORECASE)
_MODEL_FIELDS = ("max_model_len", "context_length", "context_window", "max_context_length")


@dataclass(frozen=True, slots=True)
class ContextWindow:
    tokens: int
    source: str
    """Where the size came from, for the report (e.g. "GET /props")."""


@dataclass(frozen=True, slots=True)
class Overflow:
    """What a context-length rejection said."""

    window: int
    prompt_tokens: int | None
    """Tokens the rejected prompt took, when the server said."""


def overflow(message: str) -> Overflow | None:
    """Parse a context-length rejection; ``None`` when ``message`` is not one."""
    found = _MAXIMUM.search(message) or _EXCEED.search(message)
    if found is None:
        return None
    prompt = _IN_MESSAGES.search(message)
    return Overflow(int(found.group(1)), int(prompt.group(1)) if prompt else None)


async def probe(provider: ProviderConfig, timeout: float = PROBE_TIMEOUT) -> ContextWindow | None:
    """Ask an OpenAI-compatible server for its context size; ``None`` when it does not say."""
    if provider.provider != "openai-compatible" or not provider.base_url:
        return None
    import httpx

    base = provider.base_url.rstrip("/")
    root = base[: -len("/v1")] if base.endswith("/v1") else base
    async with httpx.AsyncClient(timeout=timeout) as http:
        props = await _get(http, f"{root}/props")
        if isinstance(props, dict):
            settings = props.get("default_generation_settings")
            n_ctx = settings.get("n_ctx") if isinstance(settings, dict) else None
            if isinstance(n_ctx, int) and _positive(n_ctx):
                return ContextWindow(n_ctx, "the server's GET /props (n_ctx)")
        models = await _get(http, f"{base}/models")
        if isinstance(models, dict) and isinstance(models.get("data"), list):
            for entry in models["data"]:
                if not isinstance(entry, dict) or entry.get("id") not in (provider.model, None):
                    continue
                for name in _MODEL_FIELDS:
                    if _positive(entry.get(name)):
                        return ContextWindow(int(entry[name]), f"the server's GET /v1/models ({name})")
    return None


async def _get(http: Any, url: str) -> Any:
    import httpx

    try:
        response = await http.get(url)
        return response.json() if response.is_success else None
    except (httpx.HTTPError, ValueError):
        return None


def _positive(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value > 0


LEARNED_FILE = "context-windows.json"
"""In the answer cache's directory: windows learned from rejections, so a rerun does not repeat one."""


def _learned_key(provider: ProviderConfig) -> str:
    return f"{provider.provider} {provider.model} {provider.base_url or ''}"


def recall(directory: Path, provider: ProviderConfig) -> tuple[int, float] | None:
    """(window, characters per token) learned earlier from this server's rejection, if any."""
    try:
        found = json.loads((directory / LEARNED_FILE).read_text(encoding="utf-8")).get(_learned_key(provider))
        return int(found["window"]), float(found["chars_per_token"])
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return None


def remember(directory: Path, provider: ProviderConfig, window: int, chars_per_token: float) -> None:
    """Record what a rejection taught; a file that cannot be written is not fatal (the next run re-learns)."""
    path = directory / LEARNED_FILE
    try:
        known = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
        if not isinstance(known, dict):
            known = {}
        known[_learned_key(provider)] = {"window": window, "chars_per_token": chars_per_token}
        directory.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=directory, prefix=".context-", suffix=".json")
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            json.dump(known, stream, indent=2, sort_keys=True)
        os.replace(temporary, path)
    except (OSError, ValueError):
        return
