"""Security rules: hidden Unicode, embedded secrets, text that steers an evaluator, dangerous commands.

Everything here only reads text. Bundled files are read with :func:`read_text` (bounded, strict
UTF-8); binary, non-UTF-8 and oversized files are skipped silently, and the total scanned per skill
is capped (files and bytes) so a folder full of data cannot make a check slow. Scripts are never
executed. Secrets never appear in a message: only a redacted form (first 6 and last 4 characters).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import PurePosixPath

from skillgrade.findings import Finding
from skillgrade.rules.base import CheckContext, Rule
from skillgrade.rules.security.commands import DANGEROUS_COMMAND, dynamic_context, is_script, script_commands
from skillgrade.rules.security.injection import EVALUATOR_INJECTION, evaluator_injection
from skillgrade.rules.security.secrets import EMBEDDED_SECRET, embedded_secrets
from skillgrade.rules.security.sources import read_sources
from skillgrade.rules.security.unicode import HIDDEN_UNICODE, hidden_unicode
from skillgrade.skill.model import Skill
from skillgrade.skill.text import MAX_SKILL_BYTES

__all__ = ["MAX_SCANNED_BYTES", "MAX_SCANNED_FILES", "MAX_SKILL_BYTES", "RULES", "check"]

RULES: tuple[Rule, ...] = (HIDDEN_UNICODE, EMBEDDED_SECRET, EVALUATOR_INJECTION, DANGEROUS_COMMAND)

MAX_SCANNED_FILES = 400
"""Bundled files read per skill (SKILL.md not counted)."""
MAX_SCANNED_BYTES = 4 * 1024 * 1024
"""Bytes of bundled files read per skill."""

_TEXT_DOC_SUFFIXES = frozenset({".md", ".markdown", ".mdx", ".txt"})
"""Files the model reads as instructions: checked for EVALUATOR_INJECTION like SKILL.md."""


def check(skill: Skill, context: CheckContext) -> Iterator[Finding]:
    sources = read_sources(skill, MAX_SCANNED_FILES, MAX_SCANNED_BYTES)
    for source in sources:
        yield from hidden_unicode(source)
        yield from embedded_secrets(source)
        if source.is_skill_md or PurePosixPath(source.rel).suffix.lower() in _TEXT_DOC_SUFFIXES:
            yield from evaluator_injection(source, skill)
        if source.is_skill_md:
            yield from dynamic_context(source, skill)
        elif is_script(source):
            yield from script_commands(source)
