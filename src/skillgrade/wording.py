"""Small helpers for messages a person reads."""

from __future__ import annotations


def plural(count: int, word: str, many: str | None = None) -> str:
    """``1 character``, ``2 characters``; ``many`` for a plural that is not ``word + 's'``."""
    return f"{count} {word if count == 1 else many or word + 's'}"
