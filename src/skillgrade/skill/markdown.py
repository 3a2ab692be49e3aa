"""The Markdown body as a structure: headings, sections, code blocks, links, prose by line.

Built from markdown-it-py's CommonMark token stream (tables enabled), so fences are counted once,
``~~~`` fences are fences, links are links and not text that looks like one, and prose never
includes code.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterator
from dataclasses import field
from functools import lru_cache

from markdown_it import MarkdownIt
from markdown_it.token import Token

from skillgrade.record import dataclass

_WORD = re.compile(r"[^\W_]+(?:['’-][^\W_]+)*")
_ASCII_WORD = re.compile(r"[A-Za-z0-9]+(?:['-][A-Za-z0-9]+)*")
"""``_WORD`` on ASCII text, where it means exactly this: a quarter faster, and most lines are ASCII."""


@dataclass(frozen=True, slots=True)
class Heading:
    level: int
    text: str
    line: int


@dataclass(frozen=True, slots=True)
class CodeBlock:
    language: str
    """First word of the info string, lower-cased; empty when there is none."""
    info: str
    line: int
    """Line of the opening fence (or first line of an indented block)."""
    text: str
    fenced: bool
    content_lines: int = field(init=False, compare=False)
    """Lines of ``text`` that are not blank (counted once: sections, substance and examples ask)."""
    empty: bool = field(init=False, compare=False)
    """Fewer than two whitespace-separated tokens (``x``, ``run``, nothing): a block that shows
    nothing counts as nothing, in sections, substance and specifics alike."""

    def __post_init__(self) -> None:
        lines = sum(1 for line in self.text.split("\n") if line.strip())
        object.__setattr__(self, "content_lines", lines)
        # Two non-blank lines hold two tokens at least: only a block of one line needs splitting.
        object.__setattr__(self, "empty", lines < 2 and len(self.text.split()) < 2)

    @property
    def last_line(self) -> int:
        return self.line + self.text.count("\n") + (1 if self.fenced else 0)


@dataclass(frozen=True, slots=True)
class Link:
    target: str
    text: str
    line: int
    image: bool = False


@dataclass(slots=True)
class ProseLine:
    """One source line of prose (a body has thousands: not frozen, which makes building one four
    times dearer)."""

    line: int
    text: str
    """Text on this source line outside code; inline code spans are replaced by a space."""
    in_heading: bool = False
    words: int = 0
    code_spans: tuple[str, ...] = ()
    """Inline code spans on this line (their text)."""


@dataclass(frozen=True, slots=True)
class Table:
    line: int
    columns: int
    body_rows: int

    @property
    def empty(self) -> bool:
        """A header with no rows under it says nothing and counts as nothing."""
        return self.body_rows == 0


@dataclass(slots=True)
class Section:
    """A heading and everything under it up to the next heading of the same or a higher level."""

    heading: Heading
    end_line: int
    words: int = 0
    code_lines: int = 0
    code_blocks: int = 0
    list_items: int = 0
    tables: int = 0

    @property
    def has_substance(self) -> bool:
        """True when the section says something: prose, a real code block, a list or a table."""
        return self.words >= 12 or self.code_lines >= 2 or self.list_items >= 2 or self.tables > 0


@dataclass(slots=True)
class Document:
    line_offset: int
    """File line of the body's first line."""
    line_count: int
    headings: list[Heading] = field(default_factory=list)
    code_blocks: list[CodeBlock] = field(default_factory=list)
    links: list[Link] = field(default_factory=list)
    prose: list[ProseLine] = field(default_factory=list)
    tables: list[Table] = field(default_factory=list)
    list_item_lines: list[int] = field(default_factory=list)
    longest_ordered_list: int = 0
    sections: list[Section] = field(default_factory=list)
    prose_words: int = 0

    @property
    def list_items(self) -> int:
        return len(self.list_item_lines)

    @property
    def words(self) -> int:
        """Words of prose outside headings (counted once, when the body was parsed)."""
        return self.prose_words

    @property
    def content_words(self) -> int:
        """Prose words plus code at four words a line: how much the body actually says."""
        return self.prose_words + 4 * sum(block.content_lines for block in self.code_blocks if not block.empty)

    def without(self, lines: frozenset[int]) -> Document:
        """This document with the content on ``lines`` taken out (headings stay): what is left is
        what the skill says itself, for substance credit. A code block or table goes when most of
        its lines are in ``lines``."""
        if not lines:
            return self

        def mostly(first: int, last: int) -> bool:
            span = range(first, last + 1)
            return 2 * sum(1 for n in span if n in lines) >= len(span)

        prose = [p for p in self.prose if p.in_heading or p.line not in lines]
        doc = Document(
            line_offset=self.line_offset,
            line_count=self.line_count,
            headings=self.headings,
            code_blocks=[b for b in self.code_blocks if not mostly(b.line + (1 if b.fenced else 0), b.last_line)],
            links=self.links,
            prose=prose,
            tables=[t for t in self.tables if not mostly(t.line, t.line + 1 + t.body_rows)],
            list_item_lines=[n for n in self.list_item_lines if n not in lines],
            longest_ordered_list=self.longest_ordered_list,
            prose_words=sum(p.words for p in prose if not p.in_heading),
        )
        doc.sections = _sections(doc)
        return doc


def count_words(text: str) -> int:
    return len((_ASCII_WORD if text.isascii() else _WORD).findall(text))


_INLINE_MARKUP = re.compile(r"[\\`*_\[\]<&!]")
"""Every character an enabled inline rule starts at, other than a newline (escape, backticks,
emphasis, link, image, autolink, HTML, entity). Text without any is parsed by :func:`_plain_lines`."""


_SETEXT_UNDERLINE = re.compile(r"^[ \t>]*(?:=+|-+)[ \t]*$", re.M)
"""A line that could underline a setext heading: ``=`` or ``-`` alone after what containers put
before it (blockquote markers, indentation); markdown-it's lheading rule needs one."""
_THEMATIC_BREAK = re.compile(r"([*_-])(?:[ \t]*\1){2,}[ \t]*$", re.M)
"""A line ending in three or more of one of ``*``, ``-``, ``_`` with only blanks between: what
markdown-it's hr rule needs after any container prefix or list marker."""
_OPTIONAL_BLOCK_RULES: tuple[tuple[str, Callable[[str], object]], ...] = (
    ("table", lambda body: "|" in body),
    ("html_block", lambda body: "<" in body),
    ("blockquote", lambda body: ">" in body),
    ("reference", lambda body: "[" in body),
    ("lheading", _SETEXT_UNDERLINE.search),
    ("hr", _THEMATIC_BREAK.search),
)
"""Block rules that cannot fire on a body without what they need: each is tried at every line
start (and most as a terminator of every paragraph line), so a body without it is parsed without
it."""


@lru_cache(maxsize=64)  # every subset of the optional rules
def _parser(without: frozenset[str] = frozenset()) -> MarkdownIt:
    # The core "inline" rule is off: the walker parses each inline token itself, and most of
    # them (plain prose) need no inline parser at all.
    md = MarkdownIt("commonmark").enable("table").disable("inline")
    return md.disable(sorted(without)) if without else md


def _impossible_rules(body: str) -> frozenset[str]:
    lines = body.replace("\r", "\n") if "\r" in body else body  # markdown-it breaks lines at a lone CR too
    return frozenset(rule for rule, possible in _OPTIONAL_BLOCK_RULES if not possible(lines))


def parse(body: str, line_offset: int) -> Document:
    """Parse ``body``; ``line_offset`` is the file line on which the body starts."""
    env: dict[str, object] = {}
    tokens = _parser(_impossible_rules(body)).parse(body, env)
    doc = Document(line_offset=line_offset, line_count=body.count("\n") + 1 if body else 0)
    _Walker(doc, env).walk(tokens)
    doc.sections = _sections(doc)
    return doc


def _plain_lines(content: str) -> list[str]:
    """What markdown-it's inline parser makes of ``content`` when it holds no inline markup: its
    text, one string per source line. This is the newline rule's whitespace handling: one
    trailing space before a line break is dropped, two or more are a hard break and all go, and
    the next line's leading spaces and tabs are skipped. (Block content arrives stripped.)"""
    lines = content.split("\n")
    last = len(lines) - 1
    for i in range(last + 1):
        text = lines[i]
        if i:
            text = text.lstrip(" \t")
        if i < last and text.endswith(" "):
            text = text.rstrip(" ") if text.endswith("  ") else text[:-1]
        lines[i] = text
    return lines


class _Walker:
    def __init__(self, doc: Document, env: dict[str, object]) -> None:
        self.doc = doc
        self.env = env
        """The block parse's environment: link reference definitions, for the inline parse."""
        self.ordered_stack: list[int] = []
        self.item_counts: list[int] = []

    def walk(self, tokens: list[Token]) -> None:
        doc = self.doc
        heading_level = 0
        table: list[int] = []  # [line, columns, body_rows]
        in_tbody = False
        table_prose = 0  # prose lines recorded before the open table
        for token in tokens:
            kind = token.type
            if kind == "inline":
                line = (token.map[0] if token.map else 0) + doc.line_offset
                if _INLINE_MARKUP.search(token.content) is None:
                    self._plain_text(token.content, line, heading_level)
                    continue
                md = _parser()
                token.children = []
                md.inline.parse(token.content, md, self.env, token.children)
                if heading_level:
                    text = _plain(token)
                    doc.headings.append(Heading(heading_level, text.strip(), line))
                self._inline(token, line, in_heading=bool(heading_level))
            elif kind not in _STRUCTURE:  # paragraphs, cells and the like: nothing to record
                continue
            elif kind == "list_item_open":
                doc.list_item_lines.append((token.map[0] if token.map else 0) + doc.line_offset)
                if self.item_counts:
                    self.item_counts[-1] += 1
            elif kind == "heading_open":
                heading_level = int(token.tag[1])
            elif kind == "heading_close":
                heading_level = 0
            elif kind in ("fence", "code_block"):
                line = (token.map[0] if token.map else 0) + doc.line_offset
                info = token.info.strip()
                language = info.split()[0].strip("{}.").lower() if info else ""
                doc.code_blocks.append(CodeBlock(language, info, line, token.content, fenced=kind == "fence"))
            elif kind in ("bullet_list_open", "ordered_list_open"):
                self.item_counts.append(0)
                self.ordered_stack.append(1 if kind == "ordered_list_open" else 0)
            elif kind in ("bullet_list_close", "ordered_list_close"):
                count = self.item_counts.pop()
                if self.ordered_stack.pop():
                    doc.longest_ordered_list = max(doc.longest_ordered_list, count)
            elif kind == "table_open":
                table = [(token.map[0] if token.map else 0) + doc.line_offset, 0, 0]
                table_prose = len(doc.prose)
            elif kind == "th_open" and table:
                table[1] += 1
            elif kind == "tbody_open":
                in_tbody = True
            elif kind == "tr_open" and in_tbody and table:
                table[2] += 1
            elif kind == "table_close" and table:
                doc.tables.append(Table(table[0], table[1], table[2]))
                if not table[2]:  # a header alone counts as nothing, its cells' words included
                    doc.prose_words -= sum(p.words for p in doc.prose[table_prose:] if not p.in_heading)
                    del doc.prose[table_prose:]
                table, in_tbody = [], False

    def _plain_text(self, content: str, line: int, heading_level: int) -> None:
        """:meth:`_emit` for each line of a token without inline markup (most of them), inlined."""
        lines = _plain_lines(content)
        in_heading = bool(heading_level)
        if in_heading:
            # A setext heading's lines are one heading: its line breaks read as spaces.
            self.doc.headings.append(Heading(heading_level, " ".join(lines).strip(), line))
        prose = self.doc.prose
        total = 0
        for offset, text in enumerate(lines):
            if text.strip():
                words = count_words(text)
                prose.append(ProseLine(line + offset, text, in_heading, words))
                total += words
        if not in_heading:
            self.doc.prose_words += total

    def _inline(self, token: Token, line: int, in_heading: bool) -> None:
        parts: list[str] = []
        spans: list[str] = []
        href_stack: list[tuple[str, int, list[str]]] = []
        for child in token.children or ():
            kind = child.type
            if kind in ("text", "text_special"):  # text_special: an escape or entity (core text_join is off)
                parts.append(child.content)
                for _, _, text in href_stack:
                    text.append(child.content)
            elif kind in ("softbreak", "hardbreak"):
                self._emit(line, parts, in_heading, spans)
                parts, spans = [], []
                line += 1
            elif kind == "code_inline":
                parts.append(" ")
                spans.append(child.content)
                for _, _, text in href_stack:
                    text.append(child.content)
            elif kind == "link_open":
                href_stack.append((str(child.attrs.get("href", "")), line, []))
            elif kind == "link_close" and href_stack:
                href, at, text = href_stack.pop()
                self.doc.links.append(Link(href, "".join(text), at))
            elif kind == "image":
                self.doc.links.append(Link(str(child.attrs.get("src", "")), child.content, line, True))
        self._emit(line, parts, in_heading, spans)

    def _emit(self, line: int, parts: list[str], in_heading: bool, spans: list[str]) -> None:
        text = "".join(parts)
        if spans or text.strip():
            words = count_words(text)
            self.doc.prose.append(ProseLine(line, text, in_heading, words, tuple(spans)))
            if not in_heading:
                self.doc.prose_words += words


_STRUCTURE = frozenset(
    {
        "list_item_open",
        "heading_open",
        "heading_close",
        "fence",
        "code_block",
        "bullet_list_open",
        "ordered_list_open",
        "bullet_list_close",
        "ordered_list_close",
        "table_open",
        "th_open",
        "tbody_open",
        "tr_open",
        "table_close",
    }
)
"""The block tokens the walker records something for (besides ``inline``)."""


def _plain(token: Token) -> str:
    """The text of an inline token; a line break reads as a space."""
    return "".join(
        " " if c.type in ("softbreak", "hardbreak") else c.content
        for c in token.children or []
        if c.type in ("text", "text_special", "code_inline", "softbreak", "hardbreak")
    )


def _sections(doc: Document) -> list[Section]:
    end = doc.line_offset + doc.line_count
    sections: list[Section] = []
    parents: list[int] = []
    open_stack: list[int] = []
    for i, heading in enumerate(doc.headings):
        stop = next((h.line for h in doc.headings[i + 1 :] if h.level <= heading.level), end)
        sections.append(Section(heading, stop - 1))
        while open_stack and doc.headings[open_stack[-1]].level >= heading.level:
            open_stack.pop()
        parents.append(open_stack[-1] if open_stack else -1)
        open_stack.append(i)
    if not sections:
        return sections
    starts = [s.heading.line for s in sections]

    def containing(line: int) -> Iterator[Section]:
        index = bisect.bisect_left(starts, line) - 1
        while index >= 0:
            section = sections[index]
            if line <= section.end_line:
                yield section
            index = parents[index]

    for prose in doc.prose:
        if not prose.in_heading:
            for section in containing(prose.line):
                section.words += prose.words
    for block in doc.code_blocks:
        if block.empty:
            continue
        for section in containing(block.line):
            section.code_lines += block.content_lines
            section.code_blocks += 1
    for table in doc.tables:
        if table.empty:
            continue
        for section in containing(table.line):
            section.tables += 1
    for item_line in doc.list_item_lines:
        for section in containing(item_line):
            section.list_items += 1
    return sections
