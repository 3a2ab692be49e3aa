"""Target profiles: the clients a skill may be meant to load in, and what each accepts.

Sources: the Agent Skills specification and ``skills-ref``; Claude Code's skills docs; the
claude.ai / Skills API upload rules (Anthropic's ``quick_validate.py``); the Codex loader and
OpenAI's ``quick_validate.py``.
"""

from __future__ import annotations

from typing import Literal

from skillgrade.record import dataclass

TargetName = Literal["agentskills", "claude-code", "claude-api", "codex"]
ALL_TARGETS: tuple[TargetName, ...] = ("agentskills", "claude-code", "claude-api", "codex")

SPEC_FIELDS = frozenset({"name", "description", "license", "compatibility", "metadata", "allowed-tools"})
CLAUDE_CODE_FIELDS = SPEC_FIELDS | frozenset(
    {
        "when_to_use",
        "argument-hint",
        "arguments",
        "disable-model-invocation",
        "user-invocable",
        "disallowed-tools",
        "model",
        "effort",
        "context",
        "agent",
        "background",
        "hooks",
        "paths",
        "shell",
        "version",
    }
)


@dataclass(frozen=True, slots=True)
class Profile:
    name: TargetName
    title: str
    allowed_fields: frozenset[str] | None
    """Frontmatter keys the target accepts; ``None`` when it ignores unknown keys."""
    name_required: bool
    name_must_match_folder: bool
    name_charset_enforced: bool
    max_name: int | None
    max_description: int | None
    angle_brackets_allowed: bool
    reserved_words: tuple[str, ...]
    allowed_tools_list_ok: bool


PROFILES: dict[TargetName, Profile] = {
    "agentskills": Profile(
        "agentskills", "Agent Skills spec", SPEC_FIELDS, True, True, True, 64, 1024, True, (), False
    ),
    "claude-code": Profile(
        "claude-code", "Claude Code", CLAUDE_CODE_FIELDS, False, False, False, None, None, True, (), True
    ),
    "claude-api": Profile(
        "claude-api",
        "claude.ai / Skills API upload",
        SPEC_FIELDS,
        True,
        False,
        True,
        64,
        1024,
        False,
        ("anthropic", "claude"),
        False,
    ),
    "codex": Profile("codex", "OpenAI Codex", None, True, False, False, 64, 1024, False, (), True),
}
