"""Where a line of Markdown sits: in code or prose, under which heading, next to which words.

The same command means different things in different places: ``curl … | sh`` under "Prerequisites"
after "run this in your terminal first" is an order to the agent; under "Don't" or after "never"
it is a counter-example. :class:`LineContext` answers those questions per line, for SKILL.md (with
a light line scan: fences and ATX headings) and for any other Markdown or text file.
"""

from __future__ import annotations

import functools
from pathlib import PurePosixPath

from skillgrade.rules.security.sources import Source, compiled
from skillgrade.skill.fences import closes, opening
from skillgrade.skill.model import Skill

MARKDOWN_SUFFIXES = frozenset({".md", ".markdown", ".mdx", ".txt", ".mdc"})
"""Files a model reads as instructions, like SKILL.md (``.mdc``: Cursor's rule files)."""
AGENT_RULE_FILES = frozenset({".cursorrules", ".windsurfrules", ".clinerules", ".roorules", ".goosehints"})
"""Coding agents' rule files without a suffix: each client loads one into every session in the folder."""

_LIST_ITEM = r"^\s{0,3}(?:[-*+]|\d{1,9}[.)])\s"


class LineContext:
    """Line facts for one :class:`Source`; line numbers are lines of ``source.text``."""

    def __init__(self, source: Source, skill: Skill) -> None:
        self.source = source
        self.skill = skill
        self.lines = source.text.split("\n")

    @property
    def markdown(self) -> bool:
        rel = PurePosixPath(self.source.rel)
        return self.source.is_skill_md or rel.suffix.lower() in MARKDOWN_SUFFIXES or rel.name in AGENT_RULE_FILES

    @functools.cached_property
    def body_start(self) -> int:
        """First line after the YAML frontmatter (1 for files without one)."""
        return self.skill.body_start_line if self.source.is_skill_md and self.skill.loadable else 1

    @functools.cached_property
    def _outline(self) -> tuple[set[int], list[tuple[int, int, str]]]:
        """Lines in code blocks (fences included) and ATX headings (level, line, text), by a line scan.

        Lighter than a full CommonMark parse, and the same on a chunk of a large file as on a whole one.
        """
        code: set[int] = set()
        headings: list[tuple[int, int, str]] = []
        if not self.markdown:
            return code, headings
        fence = ""
        in_list = False
        for number, line in enumerate(self.lines, start=1):
            if number < self.body_start:
                continue
            stripped = line.lstrip(" ")
            indent = len(line) - len(stripped)
            if fence:
                code.add(number)
                if closes(line, fence):
                    fence = ""
                continue
            previous = self.lines[number - 2] if number >= 2 else ""
            if indent >= 4 and stripped and (not previous.strip() or number - 1 in code) and not in_list:
                code.add(number)  # an indented code block
                continue
            if stripped:
                in_list = compiled(_LIST_ITEM).match(line) is not None or (in_list and indent > 0)
            opened = opening(line)
            if opened is not None:
                fence = opened[0]
                code.add(number)
            elif indent < 4 and stripped.startswith("#"):
                level = len(stripped) - len(stripped.lstrip("#"))
                rest = stripped[level:]
                if level <= 6 and (not rest or rest[0] in " \t"):
                    headings.append((level, number, rest.strip().strip("#").strip()))
        return code, headings

    @property
    def code_lines(self) -> set[int]:
        return self._outline[0]
