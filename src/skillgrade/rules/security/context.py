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
from skillgrade.skill.model import Skill

MARKDOWN_SUFFIXES = frozenset({".md", ".markdown", ".mdx", ".txt"})
"""Files a model reads as instructions, like SKILL.md."""

_CAUTION_HEADING = (
    r"\b(?:don'?t|do\s+not|never|avoid|anti-?patterns?|bad|wrong|insecure|unsafe|dangerous|malicious|attacks?"
    r"|red\s+flags?|pitfalls?|mistakes?|what\s+not|threats?|exploits?|vulnerab\w*|incorrect|detect\w*)\b"
)
_CAUTION_NEAR = (
    r"\b(?:never|don'?t|do\s+not|avoid|instead\s+of|rather\s+than|not\s+recommended|insecure|unsafe|dangerous"
    r"|malicious|attackers?|anti-?pattern|bad\s+(?:practice|example)|wrong|vulnerable|detect\w*|flag\w*|block\w*"
    r"|reject\w*|refuse\w*|bypass\w*|exploit\w*|payloads?)\b|❌|⛔|🚫|\bbad:|\bincorrect:"
)
_PREREQUISITE = (
    r"\b(?:prerequisites?|requirements?|before\s+(?:using|you\s+(?:use|start|begin|can)|running|anything)"
    r"|(?:run|execute|paste)\s+(?:this|the\s+following|these)(?:\s+\w+){0,4}\s+first|first,?\s+(?:run|execute|install)"
    r"|required\s+(?:setup|step|dependency|component)|must\s+(?:first\s+)?(?:run|install|execute|download)"
    r"|in\s+your\s+terminal|setup\s+step|one-?time\s+setup)\b"
)
_LIST_ITEM = r"^\s{0,3}(?:[-*+]|\d{1,9}[.)])\s"
_NEAR_LINES = 3
"""Lines above a match (its own included) searched for negations and prerequisite phrasing."""


class LineContext:
    """Line facts for one :class:`Source`; line numbers are lines of ``source.text``."""

    def __init__(self, source: Source, skill: Skill) -> None:
        self.source = source
        self.skill = skill
        self.lines = source.text.split("\n")

    @property
    def markdown(self) -> bool:
        return self.source.is_skill_md or PurePosixPath(self.source.rel).suffix.lower() in MARKDOWN_SUFFIXES

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
                if indent < 4 and stripped.startswith(fence) and not stripped[len(fence) :].strip(fence[0]).strip():
                    fence = ""
                continue
            previous = self.lines[number - 2] if number >= 2 else ""
            if indent >= 4 and stripped and (not previous.strip() or number - 1 in code) and not in_list:
                code.add(number)  # an indented code block
                continue
            if stripped:
                in_list = compiled(_LIST_ITEM).match(line) is not None or (in_list and indent > 0)
            if indent < 4 and stripped[:3] in ("```", "~~~"):
                marker = stripped[0]
                fence = marker * (len(stripped) - len(stripped.lstrip(marker)))
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

    def heading(self, line: int) -> str:
        """The nearest heading above ``line`` and its ancestors, innermost first."""
        titles = [h for h in self._outline[1] if h[1] <= line]
        if not titles:
            return ""
        # the nearest heading and its ancestors: "## Don't" still covers its "### Example"
        chain = [titles[-1]]
        for heading in reversed(titles[:-1]):
            if heading[0] < chain[-1][0]:
                chain.append(heading)
        return " / ".join(text for _, _, text in chain)

    def _near(self, line: int) -> str:
        start = max(1, line - _NEAR_LINES)
        return " ".join(self.lines[start - 1 : line]).lower()

    def cautionary_heading(self, line: int) -> str | None:
        """The heading (with its parents) that presents the line as something not to do, if any."""
        heading = self.heading(line)
        return heading if heading and compiled(_CAUTION_HEADING).search(heading.lower()) else None

    def cautionary_near(self, line: int) -> bool:
        """A negation or warning word on the line or just above it."""
        return compiled(_CAUTION_NEAR).search(self._near(line)) is not None

    def prerequisite(self, line: int) -> bool:
        """The line is a setup step the agent is told to perform before anything else."""
        if compiled(_PREREQUISITE).search(self.heading(line).lower()):
            return True
        return compiled(_PREREQUISITE).search(self._near(line)) is not None
