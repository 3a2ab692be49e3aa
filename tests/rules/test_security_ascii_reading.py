"""The override rule reads a line that ``reads_as_ascii`` with its patterns compiled ``re.ASCII``: the
same matches as the Unicode reading, from a smaller program searched faster.

Three checks: the character classes and word boundaries differ on ASCII text only where
``reads_as_ascii`` says (the four separators Unicode calls spaces); no override or concealment
pattern holds a non-ASCII letter that folds to an ASCII one (which the ASCII reading would not
fold); and both readings find the same matches on every line of the red-team skills that reads as
ASCII.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from skillgrade.rules.security import override
from skillgrade.rules.security.sources import reads_as_ascii

REDTEAM = Path(__file__).resolve().parents[2] / "tests" / "redteam" / "skills"
_SEPARATORS = "\x1c\x1d\x1e\x1f"


def _patterns(plain: bool) -> list[re.Pattern[str]]:
    """Every pattern the rule reads a line with: each language's two, and the later templates."""
    keys = [(kind, index) for index in range(len(override.LANGUAGES)) for kind in ("override", "conceal")]
    return [override._pattern(key, plain) for key in keys] + [
        override._later_pattern(kind, plain) for kind in ("override", "conceal")
    ]


@pytest.mark.parametrize("shape", [r"\s", r"\S", r"\w", r"\W", r"\d", r"\D", r"x\b", r"x\B", r"[\w-]", r"[^\s]"])
def test_classes_read_ascii_text_the_same_but_for_the_separators(shape: str) -> None:
    for code in range(128):
        text = f"x{chr(code)}" if shape.startswith("x") else chr(code)
        unicode = re.fullmatch(shape, text[:1] if shape.startswith("x") else text, re.IGNORECASE)
        ascii_ = re.fullmatch(shape, text[:1] if shape.startswith("x") else text, re.IGNORECASE | re.ASCII)
        searched = (re.search(shape, text, re.IGNORECASE), re.search(shape, text, re.IGNORECASE | re.ASCII))
        same = (unicode is None) == (ascii_ is None) and (searched[0] is None) == (searched[1] is None)
        assert same or chr(code) in _SEPARATORS, (shape, code)
        assert reads_as_ascii(chr(code)) == (chr(code) not in _SEPARATORS)
    assert not reads_as_ascii("é") and not reads_as_ascii("a\x1fb") and reads_as_ascii("plain words")


def _members(tree: Any) -> Iterator[tuple[int, int]]:
    """The characters (as ranges) a parsed pattern names, at any depth."""
    from re import _constants as c  # type: ignore[attr-defined]  # Python 3.11+

    for op, argument in tree:
        if op in (c.LITERAL, c.NOT_LITERAL):
            yield argument, argument
        elif op is c.IN:
            for kind, value in argument:
                if kind is c.LITERAL:
                    yield value, value
                elif kind is c.RANGE:
                    yield value
        elif op is c.SUBPATTERN:
            yield from _members(argument[3])
        elif op is c.BRANCH:
            for branch in argument[1]:
                yield from _members(branch)
        elif op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
            yield from _members(argument[2])
        elif op in (c.ASSERT, c.ASSERT_NOT):
            yield from _members(argument[1])
        elif op is c.ATOMIC_GROUP:
            yield from _members(argument)
        elif op is c.GROUPREF_EXISTS:
            yield from _members(argument[1])
            if argument[2] is not None:
                yield from _members(argument[2])


def test_no_pattern_holds_a_letter_folding_to_ascii() -> None:
    re_parser = pytest.importorskip("re._parser")
    for pattern in _patterns(plain=False):
        for low, high in _members(re_parser.parse(pattern.pattern, re.IGNORECASE)):
            for code in range(max(low, 128), high + 1):
                folded = [d for d in range(128) if re.fullmatch(re.escape(chr(code)), chr(d), re.IGNORECASE)]
                assert not folded, (hex(code), folded, pattern.pattern[:60])


def _spans(pattern: re.Pattern[str], line: str) -> list[tuple[tuple[int, int], dict[str, str | None]]]:
    return [(m.span(), m.groupdict()) for m in pattern.finditer(line)]


def test_both_readings_match_the_same_on_the_redteam_lines() -> None:
    """Each pattern on the lines the rule reads with it: a line holding one of its language's triggers
    (and for the later templates, one that opens their gates)."""
    read = 0
    for path in sorted(REDTEAM.rglob("*")):
        if not path.is_file():
            continue
        try:
            text = path.read_text("utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        for line in text.split("\n"):
            if not reads_as_ascii(line):
                continue
            lowered = line.lower()
            for triggers, key in override._OVERRIDES + override._CONCEALS:
                if not any(word.rstrip("*") in lowered for word in triggers):
                    continue
                read += 1
                assert _spans(override._pattern(key), line) == _spans(override._pattern(key, True), line), line
                if override.LANGUAGES[key[1]] is override.ENGLISH and override._later_gate(key[0], lowered):
                    wide, narrow = override._later_pattern(key[0]), override._later_pattern(key[0], True)
                    assert _spans(wide, line) == _spans(narrow, line), line
    assert read > 1000
