"""API keys, read from the environment only, and the redaction that keeps them out of every output.

Precedence for a provider: its own variable first (``ANTHROPIC_API_KEY``, ``OPENAI_API_KEY``), then
``SKILLGRADE_API_KEY``, then ``EVAL_SKILLS_LLM_KEY``. ``openai-compatible`` servers have no variable
of their own: they get one of the generic keys if set, and none otherwise (llama.cpp needs none).
A provider's own key is never sent to another provider's endpoint.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping
from urllib.parse import quote, quote_plus

PROVIDER_KEY_VARS: dict[str, tuple[str, ...]] = {
    "anthropic": ("ANTHROPIC_API_KEY",),
    "openai": ("OPENAI_API_KEY",),
    "openai-compatible": (),
}
GENERIC_KEY_VARS: tuple[str, ...] = ("SKILLGRADE_API_KEY", "EVAL_SKILLS_LLM_KEY")

MASK = "***"

_SECRET_SHAPES = (
    # An echoed header or field: ``Authorization: Bearer sk-…``, ``"x-api-key": "…"``, ``api_key=…``,
    # also URL-encoded (``Bearer%20…``, ``x-api-key%3A%20…``, ``api_key%3D…``).
    re.compile(r"(?i)(\bbearer(?:\s+|%20|\+))[^\s\"',;}\]&]+"),
    re.compile(r"(?i)(\b(?:x-api-key|api[-_]?key)[\"']?\s*[:=]\s*[\"']?)[^\s\"',;}\]&]+"),
    re.compile(r"(?i)(\b(?:x-api-key|api[-_]?key)(?:%22|%27)?(?:%3A|%3D)(?:%20|\+)*(?:%22|%27)?)[^\s\"',;}\]&]+"),
    # The usual shapes of provider keys, wherever they appear.
    re.compile(r"()\bsk-[A-Za-z0-9_\-]{8,}"),
)


def key_vars(provider: str) -> tuple[str, ...]:
    """The environment variables that may hold the key for ``provider``, in order of precedence."""
    return PROVIDER_KEY_VARS.get(provider, ()) + GENERIC_KEY_VARS


def find_api_key(provider: str, environ: Mapping[str, str] | None = None) -> str | None:
    """The first non-empty key for ``provider`` in the environment, or None."""
    env = os.environ if environ is None else environ
    for name in key_vars(provider):
        value = env.get(name, "").strip()
        if value:
            return value
    return None


def known_secrets(environ: Mapping[str, str] | None = None) -> set[str]:
    """Every key value present in the environment, whichever provider it belongs to."""
    env = os.environ if environ is None else environ
    names = {name for names in PROVIDER_KEY_VARS.values() for name in names} | set(GENERIC_KEY_VARS)
    return {value for name in names if (value := env.get(name, "").strip())}


def redact(text: str, secrets: Iterable[str | None] = (), environ: Mapping[str, str] | None = None) -> str:
    """``text`` with every known key value, and anything shaped like a credential, replaced by ``***``.

    Redact before truncating: a cut can leave part of a key that no longer matches.
    """
    values = known_secrets(environ) | {s for s in secrets if s}
    values |= {encoded for value in values for encoded in (quote(value, safe=""), quote_plus(value, safe=""))}
    for value in sorted(values, key=len, reverse=True):
        text = text.replace(value, MASK)
    for shape in _SECRET_SHAPES:
        text = shape.sub(lambda m: m.group(1) + MASK, text)
    return text
