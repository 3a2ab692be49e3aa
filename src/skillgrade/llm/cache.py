"""A disk cache of model answers, so a rerun costs nothing and an interrupted run resumes.

The key is the sha256 of the canonical JSON of everything that changes the answer: provider,
base URL (for a server on the loopback interface, without its host spelling and port: a local
server restarted on another port serves the same model, and tests start theirs on a random one),
the whole :class:`ChatRequest` (model, messages, every sampling parameter, max_tokens, schema), the
structured-output dialect, the sample index (so N samples stay N answers), the caller's extra
material (the judge's rubric version) and the cache format version. Never the API key, the timeout
or the concurrency.

Entries live at ``cache_dir/ab/abcdef….json`` and are written to a temp file then renamed, so a
crash leaves whole entries only. Only usable answers are stored: the client writes an entry after the
answer passed its own checks (not cut by ``length``, not refused or filtered, not empty) and the
consumer's validator (parsed, on the schema, scores on the scale); unreadable entries, and entries
that no longer pass those checks, are misses and get overwritten.
"""

from __future__ import annotations

import hashlib
import ipaddress
import json
import logging
import os
import tempfile
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import platformdirs
from pydantic import ValidationError

from skillgrade.llm.types import ChatRequest, ChatResponse

logger = logging.getLogger("skillgrade.llm")

CACHE_FORMAT_VERSION = 1
CACHE_DIR_ENV = "SKILLGRADE_CACHE_DIR"


def cache_key(
    *,
    provider: str,
    base_url: str,
    request: ChatRequest,
    dialect: str,
    sample_index: int = 0,
    extra: dict[str, Any] | None = None,
) -> str:
    """The hex sha256 naming the cache entry of one call."""
    material = {
        "cache_format": CACHE_FORMAT_VERSION,
        "provider": provider,
        "base_url": endpoint_identity(base_url),
        "request": request.model_dump(mode="json"),
        "dialect": dialect,
        "sample_index": sample_index,
        "extra": extra or {},
    }
    canonical = json.dumps(material, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def endpoint_identity(base_url: str) -> str:
    """``base_url`` as the cache key sees it: a loopback host and its port become ``loopback``."""
    url = base_url.rstrip("/")
    try:
        parts = urlsplit(url)
        host = parts.hostname
    except ValueError:
        return url
    if host is None or not _is_loopback(host):
        return url
    return urlunsplit((parts.scheme, "loopback", parts.path, parts.query, ""))


def _is_loopback(host: str) -> bool:
    if host.lower() in ("localhost", "localhost.localdomain") or host.lower().endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def default_cache_dir() -> Path:
    """``$SKILLGRADE_CACHE_DIR`` if set, else the platform's user cache dir for skillgrade, ``/llm``."""
    override = os.environ.get(CACHE_DIR_ENV, "").strip()
    if override:
        return Path(override).expanduser()
    return Path(platformdirs.user_cache_dir("skillgrade")) / "llm"


class DiskCache:
    """Cached :class:`ChatResponse` objects under ``directory`` (see :func:`default_cache_dir`)."""

    def __init__(self, directory: str | os.PathLike[str] | None = None) -> None:
        self.directory = Path(directory) if directory is not None else default_cache_dir()

    def path_for(self, key: str) -> Path:
        return self.directory / key[:2] / f"{key}.json"

    def get(self, key: str) -> ChatResponse | None:
        """The stored answer for ``key``, marked ``cached``; None when absent or unreadable."""
        path = self.path_for(key)
        try:
            entry = json.loads(path.read_text(encoding="utf-8"))
            if entry.get("cache_format") != CACHE_FORMAT_VERSION or entry.get("key") != key:
                raise ValueError("written by another cache format, or under another key")
            response = ChatResponse.model_validate(entry["response"])
        except FileNotFoundError:
            return None
        except (OSError, ValueError, KeyError, AttributeError, ValidationError) as exc:
            logger.debug("ignoring the unreadable cache entry %s: %s", path, exc)
            return None
        return response.model_copy(update={"cached": True, "attempts": 0})

    def put(self, key: str, response: ChatResponse) -> None:
        """Store ``response`` atomically; a cache that cannot be written is logged, never fatal."""
        path = self.path_for(key)
        stored = response.model_dump(mode="json") | {"cached": False}
        entry = {"cache_format": CACHE_FORMAT_VERSION, "key": key, "response": stored}
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            _write_atomically(path, json.dumps(entry, ensure_ascii=False, indent=1))
        except OSError as exc:
            logger.warning("cannot write the model cache entry %s: %s", path, exc)


def _write_atomically(path: Path, text: str) -> None:
    handle, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.stem[:8]}-", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
