"""Reading a context-length rejection the way the servers word it."""

from __future__ import annotations

from skillgrade.llm.context import Overflow, overflow


def test_the_openai_style_rejection_gives_the_window_and_the_prompt_tokens() -> None:
    # llama-cpp-python's server (the project's scripts/local-model) and vLLM word it like OpenAI
    message = (
        "HTTP 400: This model's maximum context length is 4096 tokens. However, you requested 7079 tokens "
        "(5031 in the messages, 2048 in the completion). Please reduce the length of the messages or completion."
    )
    assert overflow(message) == Overflow(window=4096, prompt_tokens=5031)


def test_other_errors_are_not_overflows() -> None:
    assert overflow("HTTP 401: invalid api key") is None
    assert overflow("") is None
