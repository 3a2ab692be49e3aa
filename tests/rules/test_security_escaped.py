"""``sources.escaped`` is ``re.escape``: on every character of the Basic Multilingual Plane, alone and
beside spaces, and on every word the override rule's gates escape."""

from __future__ import annotations

import re

from skillgrade.rules.security import override
from skillgrade.rules.security.sources import escaped


def test_escaped_is_re_escape_on_every_bmp_character() -> None:
    for character in map(chr, range(0x10000)):
        for text in (character, f"{character} {character}", f" {character}", f"a{character}b c"):
            assert escaped(text) == re.escape(text), repr(text)


def test_escaped_is_re_escape_on_the_gates_words() -> None:
    words = [w for gates in override._LATER_GATES.values() for gate in gates for group in gate for w in group]
    assert words
    assert [escaped(w) for w in words] == [re.escape(w) for w in words]
    assert escaped("") == re.escape("") and escaped("   ") == re.escape("   ")
