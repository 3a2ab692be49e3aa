"""The text the security rules read, and the helpers they share to place and quote a match.

A :class:`Source` is SKILL.md or a piece of a bundled text file (see :mod:`.inventory`);
:func:`line_starts`, :func:`locate`, :func:`with_column` and :func:`clip` turn a
match offset into a finding's line, column and message; :func:`compiled` compiles a regex on first use;
:func:`anchored_finditer` and :func:`anchored_search` run one only where its literal start occurs;
:func:`escaped` is ``re.escape``, quicker for plain words.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from skillgrade.findings import Finding
from skillgrade.record import dataclass


@dataclass(frozen=True, slots=True)
class Source:
    rel: str
    """Path relative to the skill folder (``SKILL.md`` for the skill file)."""
    path: str
    """Path as shown in findings."""
    text: str
    is_skill_md: bool = False
    first_line: int = 1
    """The file line ``text`` starts on: a large file is scanned in chunks."""


@functools.lru_cache(maxsize=4)
def line_starts(text: str) -> list[int]:
    """Offsets where each line starts (cached: every rule of a file asks; a str caches its hash)."""
    starts = [0]
    index = text.find("\n")
    while index != -1:
        starts.append(index + 1)
        index = text.find("\n", index + 1)
    return starts


def locate(starts: list[int], offset: int) -> tuple[int, int]:
    """1-based line and column (in code points) of ``offset``."""
    lo, hi = 0, len(starts) - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if starts[mid] <= offset:
            lo = mid
        else:
            hi = mid - 1
    return lo + 1, offset - starts[lo] + 1


@functools.lru_cache(maxsize=4)
def lower_keeping_offsets(text: str) -> str:
    """``text`` lower-cased with every offset kept (a few characters lower-case to two); cached like
    :func:`line_starts`: four rules lower the same file, some of them twice."""
    lowered = text.lower()
    if len(lowered) == len(text):
        return lowered
    return "".join(c if len(c.lower()) != 1 else c.lower() for c in text)


def with_column(finding: Finding, column: int) -> Finding:
    return replace(finding, column=column)


def clip(text: str, limit: int = 80) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


@functools.cache
def in_code_span(text: str, offset: int) -> bool:
    """Whether ``offset`` of Markdown ``text`` lies inside an inline code span: a run of backticks closed
    by the next run of the same length in its paragraph, across soft line breaks (CommonMark). What a
    code span holds is shown literally: an HTML comment in it is not hidden, a phrase in it is quoted."""
    start = text.rfind("\n\n", 0, offset) + 1
    end = text.find("\n\n", offset)
    runs = list(_BACKTICKS.finditer(text, start, end if end != -1 else len(text)))
    index = 0
    while index < len(runs) and runs[index].start() < offset:
        opener = runs[index]
        width = opener.end() - opener.start()
        closer = next((j for j in range(index + 1, len(runs)) if runs[j].end() - runs[j].start() == width), None)
        if closer is None:
            index += 1  # a run no run of its length closes is literal backticks
            continue
        if opener.end() <= offset < runs[closer].start():
            return True
        index = closer + 1
    return False


_BACKTICKS = re.compile(r"`+")


def compiled(pattern: str) -> re.Pattern[str]:
    """One of this package's constant patterns, compiled on first use: most only run after a substring check."""
    return re.compile(pattern)


_UNICODE_ONLY_SPACE = re.compile("[\x1c-\x1f]")
"""The ASCII characters Unicode calls spaces and ``re.ASCII`` does not (file, group, record and unit separators)."""


def reads_as_ascii(text: str) -> bool:
    """Whether a pattern compiled with ``re.IGNORECASE`` matches ``text`` exactly as it does compiled with
    ``re.IGNORECASE | re.ASCII``, when the pattern holds no non-ASCII letter that folds to an ASCII one (the
    Kelvin sign, the long s, the dotted capital I). On ASCII text, Unicode's ``\\w``, ``\\d`` and ``\\b``
    (and their complements) are ASCII's, and its case folding is ASCII's (the other letters it folds
    together with an ASCII one are not ASCII); only its ``\\s`` differs, also taking the four separators
    ``\\x1c``-``\\x1f``: a text holding none reads the same."""
    return text.isascii() and _UNICODE_ONLY_SPACE.search(text) is None


def escaped(word: str) -> str:
    """``re.escape(word)``, without its per-character table lookup for a word of letters, digits and
    spaces: ``re.escape`` escapes only ASCII punctuation and whitespace, so such a word comes back
    with its spaces escaped and nothing else changed. The override rule's gates escape over a
    thousand words on first use, 10 M instructions of a hook run the slow way."""
    return word.replace(" ", "\\ ") if word.replace(" ", "").isalnum() else re.escape(word)


_MAX_STARTS = 48
ANCHOR_AFTER = 32_768
"""Characters a pattern searches plainly before its starts are read: reading them costs about
0.15 ms a pattern, which a hook run over one small SKILL.md would not earn back."""
_searched: dict[str, int] = {}


@functools.cache
def literal_starts(pattern: str) -> tuple[str, ...] | None:
    """Strings one of which every match of ``pattern`` begins with, read from the pattern's own
    parse; ``None`` when a match may begin anywhere (a class, an optional part, case folding).

    Python's regex engine tries a pattern at every position whose character could start it;
    ``str.find`` skips to the few places one of these strings occurs."""
    try:
        parsed = _regex_parser().parse(pattern)
    except Exception:  # a parser that changed shape: the caller scans the whole text
        return None
    if parsed.state.flags & re.IGNORECASE:
        return None
    starts = _sequence_starts(list(parsed))[0]
    if "" in starts:
        return None
    shortest: list[str] = []
    for start in sorted(starts, key=len):
        if not any(start.startswith(kept) for kept in shortest):
            shortest.append(start)
    return tuple(sorted(shortest))


def anchored_finditer(pattern: str, text: str, after: int = ANCHOR_AFTER) -> Iterator[re.Match[str]]:
    """``compiled(pattern).finditer(text)``, the same matches, tried only where a literal start
    occurs once the pattern has searched ``after`` characters in this process."""
    regex = compiled(pattern)
    starts = _starts_once_worth_it(pattern, text, after)
    if starts is None:
        yield from regex.finditer(text)
        return
    positions: set[int] = set()
    for start in starts:
        at = text.find(start)
        while at != -1:
            positions.add(at)
            at = text.find(start, at + 1)
    resume = 0  # finditer's matches do not overlap: it searches on from the end of the last one
    for at in sorted(positions):
        if at < resume:
            continue
        match = regex.match(text, at)
        if match is not None:
            resume = match.end()
            yield match


def anchored_search(pattern: str, text: str, after: int = ANCHOR_AFTER) -> bool:
    """Whether ``compiled(pattern).search(text)`` finds a match, trying only where a literal start
    occurs (once the pattern has searched ``after`` characters) and stopping at the first match."""
    regex = compiled(pattern)
    starts = _starts_once_worth_it(pattern, text, after)
    if starts is None:
        return regex.search(text) is not None
    for start in starts:
        at = text.find(start)
        while at != -1:
            if regex.match(text, at) is not None:
                return True
            at = text.find(start, at + 1)
    return False


def _starts_once_worth_it(pattern: str, text: str, after: int) -> tuple[str, ...] | None:
    searched = _searched.get(pattern, 0)
    if searched < after:
        _searched[pattern] = searched + len(text)
        return None
    return literal_starts(pattern)


def _regex_parser() -> Any:
    try:
        from re import _parser  # type: ignore[attr-defined]  # Python 3.11+
    except ImportError:  # Python 3.10
        import sre_parse as _parser
    return _parser


def _sequence_starts(items: list[tuple[Any, Any]]) -> tuple[set[str], bool]:
    """The starts of a parsed sequence, and whether they are all of it (so what follows extends them)."""
    constants = _regex_parser()
    starts = {""}
    for op, argument in items:
        if op in (constants.AT, constants.ASSERT, constants.ASSERT_NOT):
            continue  # zero-width: the match still begins at what follows
        part = _item_starts(op, argument)
        if part is None or len(starts) * len(part[0]) > _MAX_STARTS:
            return starts, False
        starts = {before + after for before in starts for after in part[0]}
        if not part[1]:
            return starts, False
    return starts, True


def _item_starts(op: Any, argument: Any) -> tuple[set[str], bool] | None:
    constants = _regex_parser()
    if op is constants.LITERAL:
        return {chr(argument)}, True
    if op is constants.IN:
        if all(kind is constants.LITERAL for kind, _ in argument):
            return {chr(code) for _, code in argument}, True
        return None
    if op is constants.SUBPATTERN:
        added_flags, body = argument[1], argument[3]
        if added_flags & re.IGNORECASE:
            return None
        starts, complete = _sequence_starts(list(body))
        return None if starts == {""} and not complete else (starts, complete)
    if op is constants.BRANCH:
        union: set[str] = set()
        complete = True
        for branch in argument[1]:
            starts, whole = _sequence_starts(list(branch))
            if "" in starts and not whole:
                return None
            union |= starts
            complete = complete and whole
        return union, complete
    if op in (constants.MAX_REPEAT, constants.MIN_REPEAT) and argument[0] >= 1:
        starts = _sequence_starts(list(argument[2]))[0]
        return None if "" in starts else (starts, False)
    return None


def json_scalars(data: Any) -> Iterator[tuple[str, Any]]:
    """Every scalar of a parsed JSON document in document order, with the key it is under (a list's
    items under the list's key)."""
    stack: list[tuple[str, Any]] = [("", data)]
    while stack:
        key, node = stack.pop()
        if isinstance(node, dict):
            stack.extend((str(k), v) for k, v in reversed(node.items()))
        elif isinstance(node, list):
            stack.extend((key, item) for item in reversed(node))
        else:
            yield key, node
