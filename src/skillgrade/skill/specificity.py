"""Specificity: does a section or code block say something only this skill would say?

A heading called "Troubleshooting" or a fenced block earns credit only when it carries material
specific to the skill: commands, identifiers, flags, paths, concrete values, quoted messages. Text
that reads the same with any product name ("Check the connection", ``npm install <sdk-package>``)
does not; the skill's own name words are masked so the product noun itself never counts.
"""

from __future__ import annotations

import re
from functools import lru_cache

from skillgrade.skill.markdown import CodeBlock, ProseLine

_IDENTIFIER = re.compile(
    r"(?<![\w/])(?:"
    r"--?[a-z][\w-]+"  # a flag
    r"|[A-Za-z_]\w*_\w+"  # snake_case or SCREAMING_CASE
    r"|[a-z]+[A-Z]\w*|[A-Z][a-z]+[A-Z]\w*"  # camelCase, PascalCase with an inner capital
    r"|[\w-]+(?:\.[\w-]+)+(?:\(\))?"  # dotted: file.ext, module.attr, host.name
    r"|[\w.-]*/[\w./-]+"  # a path
    r"|[A-Z]{3,}\d*"  # an acronym or constant (HTTP, PDF, E2E)
    r"|\d[\d.,:]*\s?(?:%|ms|s|kb|mb|gb|px|pt|dpi|x|k)?"  # a concrete value
    r")(?![\w/])"
)
_MAYBE_IDENTIFIER = re.compile(r"[-_/\d.A-Z](?:(?<=[_/\d])|(?<=-)[-a-z]|(?<=\.)[\w-]|(?<=[A-Za-z][A-Z]))")
"""What every alternative of ``_IDENTIFIER`` needs somewhere (a flag's dash, an underscore, a dot
inside a name, a slash, an inner or repeated capital, a digit): one quick search spares most prose
lines, which hold none of it, the slower scan. Written as one character class, then the check of
what that character needs around it: the search then skips lower-case text without trying a
match at every letter (three times faster than the plain alternation it equals, which
``tests/skill/test_specificity.py`` spells out and compares it with)."""
_CAPITAL = re.compile(r"[A-Z]")
"""What ``_PROPER_NAME`` needs, from the third character on."""
_PROPER_NAME = re.compile(r"(?<=[a-z0-9,;(] )[A-Z][a-z]{2,}\b")
"""A capitalised word inside a sentence: a name (Poppins, Playwright, Postgres), not a sentence start."""
_QUOTED = re.compile(r"[\"“]([^\"”\n]{3,80})[\"”]")
_PLACEHOLDER = re.compile(
    r"<[^<>\n]{1,40}>|\.\.\.|…|\{\s*\.\.\.\s*\}|\byour[-_ ]\w+|\bYOUR_\w+|\bxxx+\b|\bTODO\b|\bfoo\b|\bbar\b",
    re.I,
)
GENERIC_SAMPLE = 12
_COMMENT = re.compile(r"^\s*(?:#|//|--|/\*|\*|<!--)")
_DIRECTIVES = frozenset({"MUST", "NEVER", "ALWAYS", "NOT", "DO", "DON'T", "SHOULD", "IMPORTANT", "NOTE"})


def prose_specifics(line: ProseLine, mask: frozenset[str]) -> int:
    """Specific tokens on one prose line: code spans, identifiers, values, quoted phrases."""
    text = line.text
    count = sum(1 for span in line.code_spans if _own(span, mask)) if line.code_spans else 0
    if _MAYBE_IDENTIFIER.search(text):
        for match in _IDENTIFIER.finditer(text):
            token = match.group(0).strip()
            if token.upper() == token and token in _DIRECTIVES:
                continue
            if _own(token, mask):
                count += 1
    if _CAPITAL.search(text, 2):
        count += sum(1 for m in _PROPER_NAME.finditer(text) if _own(m.group(0), mask))
    if '"' in text or "“" in text:
        count += sum(1 for m in _QUOTED.finditer(text) if len(m.group(1).split()) >= 2)
    return count


@lru_cache(maxsize=256)
def generic_block(block: CodeBlock) -> bool:
    """A block that shows nothing: one token or none, only comments, or mostly placeholders
    (``<your-key>``, ``...``).

    Long blocks are judged on their first ``GENERIC_SAMPLE`` content lines: placeholder-only
    blocks are short, and this keeps the check linear in what matters on the pre-commit path.
    """
    if block.empty:
        return True
    lines = []
    for line in block.text.split("\n"):
        if line.strip() and not _COMMENT.match(line):
            lines.append(line)
            if len(lines) >= GENERIC_SAMPLE:
                break
    if not lines:
        return True
    placeholders = sum(1 for ln in lines if _PLACEHOLDER.search(ln))
    return 2 * placeholders >= len(lines)


_WORDS = re.compile(r"[a-z0-9]+")


def _own(token: str, mask: frozenset[str]) -> bool:
    """False for a token that is only the skill's own name (the swapped product noun)."""
    words = _WORDS.findall(token.lower())
    return bool(words) and not all(w in mask for w in words)
