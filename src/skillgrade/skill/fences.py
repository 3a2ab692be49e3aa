"""Fenced code blocks found by a line scan, for readers that cannot afford a CommonMark parse.

markdown-it (:mod:`skillgrade.skill.markdown`) parses SKILL.md once for the scores; the security
readers and the judge's excerpts look at every Markdown file and at pieces of files, where a line
scan is enough and much cheaper. They share one reading of a fence, so a block ends at the same
line for all of them: an opening line of three or more backticks or tildes indented at most three
spaces, closed by a line of the same character, at least as long, with nothing after it (a
``bash`` line inside a block does not close it). A block left open runs to the end of the text.
Container blocks (a fence inside a list item indented four spaces or more) are modelled only by
readers that follow list items and pass :func:`opening` the item's text column.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from skillgrade.record import dataclass


@dataclass(frozen=True, slots=True)
class Fence:
    """One fenced block of a list of lines; indexes are 0-based."""

    start: int
    """The opening line."""
    end: int
    """The closing line, or the number of lines when the block is never closed."""
    marker: str
    """The opening run of backticks or tildes."""
    info: str
    """What follows the opening run, stripped (``bash``, ``python title="x"``, ``!``)."""

    @property
    def first_word(self) -> str:
        """The info string's first word, as written (``python`` of ``python title="x"``)."""
        words = self.info.split("`", 1)[0].split(maxsplit=1)
        return words[0] if words else ""

    def body(self, lines: Sequence[str]) -> list[str]:
        return list(lines[self.start + 1 : self.end])


def opening(line: str, container: int = 0) -> tuple[str, str] | None:
    """(marker, info) when ``line`` opens a fenced block; ``container`` is the column a list item's
    text starts at when ``line`` is inside one (a fence there may be indented up to three more)."""
    stripped = line.lstrip(" ")
    if stripped[:3] not in ("```", "~~~") or len(line) - len(stripped) > container + 3:
        return None
    char = stripped[0]
    marker = stripped[: len(stripped) - len(stripped.lstrip(char))]
    return marker, stripped[len(marker) :].strip()


def closes(line: str, marker: str) -> bool:
    """``line`` ends the block ``marker`` opened."""
    stripped = line.strip()
    return stripped.startswith(marker) and not stripped.lstrip(marker[0])


def closing_index(lines: Sequence[str], start: int, marker: str) -> int:
    """The line that ends the block opened on line ``start``, or ``len(lines)``."""
    end = start + 1
    while end < len(lines) and not closes(lines[end], marker):
        end += 1
    return end


def fences(lines: Sequence[str]) -> Iterator[Fence]:
    """Every fenced block of ``lines``, in order."""
    index = 0
    while index < len(lines):
        found = opening(lines[index])
        if found is None:
            index += 1
            continue
        marker, info = found
        end = closing_index(lines, index, marker)
        yield Fence(index, end, marker, info)
        index = end + 1
