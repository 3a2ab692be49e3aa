"""OpenAI-compatible servers (llama.cpp, llama-cpp-python, vLLM, Ollama…): the OpenAI wire format.

Differences from OpenAI: ``base_url`` is required; ``max_tokens`` rather than
``max_completion_tokens``; the default dialect is ``json_object`` with an inline ``schema``
(``{"type": "json_object", "schema": …}``, the only form llama-cpp-python accepts: it answers the
``json_schema`` form with a 500); no ``strict`` flags; and the API key is optional, sent as a
Bearer token only when one is set.
"""

from __future__ import annotations

from typing import ClassVar

from skillgrade.llm.providers.openai import OpenAIProvider
from skillgrade.llm.types import Dialect


class OpenAICompatibleProvider(OpenAIProvider):
    name: ClassVar[str] = "openai-compatible"
    default_base_url: ClassVar[str | None] = None
    default_dialect: ClassVar[Dialect] = "json_object"
    dialects: ClassVar[frozenset[Dialect]] = frozenset({"json_object", "json_schema", "tool", "prompt"})
    key_required: ClassVar[bool] = False
    max_tokens_field: ClassVar[str] = "max_tokens"
    strict: ClassVar[bool] = False
