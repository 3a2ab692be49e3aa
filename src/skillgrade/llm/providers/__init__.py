"""The provider registry: every backend skillgrade can talk to, by the name used in configs."""

from __future__ import annotations

from skillgrade.llm.providers.anthropic import AnthropicProvider
from skillgrade.llm.providers.base import INCOMPLETE_FINISH_REASONS, Provider, ResponseShapeError, WireRequest
from skillgrade.llm.providers.openai import OpenAIProvider
from skillgrade.llm.providers.openai_compatible import OpenAICompatibleProvider

PROVIDERS: dict[str, type[Provider]] = {
    "anthropic": AnthropicProvider,
    "openai": OpenAIProvider,
    "openai-compatible": OpenAICompatibleProvider,
}

__all__ = ["INCOMPLETE_FINISH_REASONS", "PROVIDERS", "Provider", "ResponseShapeError", "WireRequest"]
