"""Rules about the shape of SKILL.md: size, sections, code blocks."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import unquote

from skillgrade.findings import Category, Finding, Severity
from skillgrade.layers.static import SUBSTANCE_WORDS, View, concise
from skillgrade.rules.base import CheckContext, Rule
from skillgrade.skill.model import Skill
from skillgrade.skill.siblings import name_words
from skillgrade.wording import plural

BLOATED_SKILL = Rule(
    "BLOATED_SKILL",
    Severity.WARNING,
    Category.QUALITY,
    "SKILL.md is over 800 lines and the skill has no references/ folder",
    "Create references/ and move supporting material there, linked from SKILL.md.",
    "Anti-pattern (methodology): SKILL.md exceeds 800 lines and the skill has no `references/` "
    "directory, so the whole document enters the context on every activation.",
    dimension="progressive_disclosure",
    anti_pattern=True,
)
SKILL_TOO_LONG = Rule(
    "SKILL_TOO_LONG",
    Severity.INFO,
    Category.QUALITY,
    "SKILL.md is over 500 lines",
    "Keep SKILL.md under 500 lines; move detail into references/.",
    "The spec, Anthropic and Claude Code all recommend keeping SKILL.md under 500 lines: every "
    "line is loaded on activation and stays in context for the session.",
    dimension="progressive_disclosure",
)
STUB_BODY = Rule(
    "STUB_BODY",
    Severity.WARNING,
    Category.QUALITY,
    "the body is a stub",
    "Write the instructions the agent needs: steps, a worked example, the edge cases.",
    f"A body with under {SUBSTANCE_WORDS} words of content (prose, plus code at four words a "
    "line) gives the agent nothing it did not already know. Headings and keywords do not count. "
    "A short body that is lean on purpose is not a stub: one dense with specifics (names, values, "
    "commands) or one that routes to Markdown files of its folder that it names.",
    dimension="progressive_disclosure",
)
EMPTY_SECTION = Rule(
    "EMPTY_SECTION",
    Severity.INFO,
    Category.QUALITY,
    "a heading has nothing under it",
    "Fill the section or remove the heading.",
    "A heading followed directly by another heading of the same or a higher level is an empty "
    "section: it costs tokens and promises content that is not there.",
    dimension="structural_completeness",
)
CODE_BLOCK_NO_LANGUAGE = Rule(
    "CODE_BLOCK_NO_LANGUAGE",
    Severity.INFO,
    Category.QUALITY,
    "fenced code blocks without a language tag",
    "Add a language tag after the opening fence (```bash, ```python, ```text …).",
    "A language tag tells the agent (and the reader) how to treat the block. Use `text` for plain output.",
    dimension="structural_completeness",
)
WINDOWS_PATH = Rule(
    "WINDOWS_PATH",
    Severity.INFO,
    Category.PORTABILITY,
    "a link uses Windows-style backslashes",
    "Use forward slashes in paths (scripts/helper.py).",
    "Backslash paths break on every platform but Windows; Anthropic's guide lists them as an anti-pattern.",
)

NEAR_DUPLICATE_SIBLING = Rule(
    "NEAR_DUPLICATE_SIBLING",
    Severity.WARNING,
    Category.QUALITY,
    "most of SKILL.md is the same text as a sibling skill",
    "Keep what only this skill needs; put the shared part in one place and link to it.",
    "Ecosystem coherence (methodology): no duplication with siblings. Among the skills a run sees "
    "(for the pre-commit hook: the skill folders beside each changed one), skillgrade compares "
    "word shingles with the skill's own name masked, so a template copied with only the product "
    "noun swapped reads as the same text. It names the closest sibling and the share of this "
    "skill's text found there. Lines shared with three or more siblings are boilerplate and "
    "earn no substance credit in the score.",
    dimension="ecosystem_coherence",
)
DUPLICATE_SHARE = 0.6
"""Report a sibling that holds at least this share of the skill's text."""

RULES: tuple[Rule, ...] = (
    BLOATED_SKILL,
    SKILL_TOO_LONG,
    STUB_BODY,
    EMPTY_SECTION,
    CODE_BLOCK_NO_LANGUAGE,
    WINDOWS_PATH,
    NEAR_DUPLICATE_SIBLING,
)

_BACKSLASH_PATH = re.compile(r"^[\w.-]+(?:\\[\w.-]+)+$")


def check(skill: Skill, context: CheckContext) -> Iterator[Finding]:
    doc = skill.doc
    if doc is None:
        return
    path = skill.display_path
    lines = len(skill.lines)
    if lines > 800 and not skill.has_dir("references"):
        yield BLOATED_SKILL.finding(path, None, f"SKILL.md has {lines} lines and there is no references/ folder")
    elif lines > 500:
        yield SKILL_TOO_LONG.finding(path, None, f"SKILL.md has {lines} lines (recommended: under 500)")
    words = doc.content_words
    if words < SUBSTANCE_WORDS and not concise(View(skill, doc, name_words(skill.text or "", skill.folder_name))):
        yield STUB_BODY.finding(path, doc.line_offset, f"the body has about {plural(words, 'word')} of content")
    for section in doc.sections:
        if section.words == 0 and section.code_lines == 0 and section.list_items == 0 and section.tables == 0:
            yield EMPTY_SECTION.finding(
                path, section.heading.line, f"heading '{section.heading.text}' has nothing under it"
            )
    untagged = [b for b in doc.code_blocks if b.fenced and not b.language]
    if untagged:
        where = ", ".join(str(b.line) for b in untagged[:5]) + (" …" if len(untagged) > 5 else "")
        blocks = plural(len(untagged), "fenced code block")
        lines_word = "line" if len(untagged) == 1 else "lines"
        yield CODE_BLOCK_NO_LANGUAGE.finding(
            path, untagged[0].line, f"{blocks} without a language tag ({lines_word} {where})"
        )
    for link in doc.links:
        target = unquote(link.target)  # the Markdown parser percent-encodes a backslash as %5C
        if _BACKSLASH_PATH.match(target):
            yield WINDOWS_PATH.finding(path, link.line, f"link '{target}' uses backslashes")
    sibling = context.siblings.context(skill.skill_md) if context.siblings is not None else None
    if sibling is not None and sibling.closest is not None and sibling.closest.share >= DUPLICATE_SHARE:
        closest = sibling.closest
        shown = os.path.relpath(closest.path, skill.root) if closest.path.is_absolute() else str(closest.path)
        yield NEAR_DUPLICATE_SIBLING.finding(
            path,
            doc.line_offset,
            f"about {closest.share:.0%} of its text is also in {Path(shown).as_posix()} "
            f"(closest of {sibling.siblings} sibling(s))",
        )
