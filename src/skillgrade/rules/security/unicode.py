"""HIDDEN_UNICODE: invisible and bidirectional-control characters, with their legitimate uses allowed.

:func:`hidden_unicode` reports, once per line, the code points that hide or reorder text (bidi
controls, zero-width characters, tag characters…), letting through the emoji sequences, variation
selectors, script joiners and subdivision flags that legitimately need them.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator

from skillgrade.findings import Category, Finding, Severity
from skillgrade.rules.base import Rule
from skillgrade.rules.security.sources import Source, clip, compiled, line_starts, locate, with_column

HIDDEN_UNICODE = Rule(
    "HIDDEN_UNICODE",
    Severity.ERROR,
    Category.SECURITY,
    "invisible or bidirectional-control characters hide or reorder text",
    "Delete the invisible characters (or write the code point as an escape such as \\u202E).",
    "A model reads every code point; a reviewer sees none of these. Bidirectional controls "
    "(U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C) make text display in a different order "
    "than it is read (the 'Trojan Source' attack); zero-width characters (U+200B, U+200C, U+200D, "
    "U+2060, U+180E, a U+FEFF that is not the leading byte-order mark), invisible operators "
    "(U+2061–U+2064), deprecated format controls (U+206A–U+206F), interlinear annotations "
    "(U+FFF9–U+FFFB), Hangul fillers (U+3164, U+FFA0, U+115F, U+1160), the combining grapheme joiner "
    "(U+034F), Khmer and Mongolian format marks (U+17B4, U+17B5, U+180B–U+180F), the Braille blank "
    "(U+2800), the soft hyphen (U+00AD, which renders as nothing unless a line breaks there: "
    "'cu\\u00adrl' shows as curl and matches no search for it) and Unicode tag characters (U+E0000–U+E007F, "
    "which spell ASCII text nobody can see) smuggle instructions past a human review. SKILL.md and "
    "every text file of the skill are checked. Legitimate uses are allowed: the zero-width joiner "
    "and variation selectors inside emoji sequences (\U0001f469\u200d\U0001f4bb, \u26a0\ufe0f, "
    "1\ufe0f\u20e3), a single variation selector after a symbol or ideograph, the joiners between "
    "letters of scripts that need them (Arabic, Persian, Indic…), and emoji subdivision flags "
    "(\U0001f3f4 plus tag letters), a soft hyphen as a hyphenation hint inside a long word of letters "
    "(at least four on each side, not a command name, not inside a path, host or flag), the grapheme "
    "joiner between non-ASCII letters, and each filler or format mark inside its own script. A run "
    "of variation selectors is flagged: it can encode hidden bytes. The message names the word a "
    "reader sees (inside 'curl'), which the behaviour scanner also reads with these characters "
    "removed.\n\n"
    "FAIL (\\u202E written out here; in the file it is invisible):\n"
    "    Run the tests.\\u202E ;tpmorp eht erongi\n\n"
    "PASS:\n"
    "    Run the tests. \u26a0\ufe0f Never skip them.",
    security_severity=7.8,
    precision="high",
)

# compiled at import: it runs on every file, as the pre-check for everything else here
_HIDDEN = re.compile(
    "[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u2064"
    "\u2066-\u206f\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb\U000e0000-\U000e007f\U000e0100-\U000e01ef]"
)
_SOFT_HYPHEN, _GRAPHEME_JOINER = "\u00ad", "\u034f"
_MIN_HYPHENATED_PART = 4
"""Letters a soft hyphen needs on each side to be a hyphenation hint in a long word, not a split command."""
_LONGEST_HYPHENATED_WORD = 80
"""Longer runs of letters and soft hyphens are no word a reader hyphenates (German's longest in use
are under 70 letters); the limit also keeps each soft hyphen's look around it short."""
_COMMAND_WORDS = frozenset(
    {
        "bash", "base64", "bitsadmin", "certutil", "chmod", "crontab", "cscript", "curl", "eval", "exec",
        "invoke", "launchctl", "mshta", "netcat", "node", "openssl", "powershell", "python", "regsvr",
        "rundll", "socat", "sudo", "systemctl", "wget", "wscript",
    }
)  # fmt: skip
_FLAG_TAG_SEQUENCE = "\U0001f3f4[\U000e0030-\U000e0039\U000e0061-\U000e007a]{3,6}\U000e007f"
_ZWNJ, _ZWJ, _VS16 = "\u200c", "\u200d", "\ufe0f"
_JOINING_SCRIPTS = (
    (0x0600, 0x08FF),  # Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic, Arabic Extended
    (0x0900, 0x0DFF),  # Devanagari … Sinhala
    (0x0F00, 0x0FFF),  # Tibetan
    (0x1000, 0x109F),  # Myanmar
    (0x1780, 0x18AF),  # Khmer, Mongolian
    (0xA8E0, 0xA8FF),  # Devanagari Extended
    (0xFB50, 0xFDFF),  # Arabic Presentation Forms-A
    (0xFE70, 0xFEFE),  # Arabic Presentation Forms-B (not U+FEFF)
)


def _is_variation_selector(ch: str) -> bool:
    cp = ord(ch)
    return 0xFE00 <= cp <= 0xFE0F or 0xE0100 <= cp <= 0xE01EF


def _visible(ch: str) -> bool:
    return bool(ch) and unicodedata.category(ch)[0] not in "CZM"


def _variation_base(ch: str) -> bool:
    """A character a single variation selector may legitimately follow: a symbol, an ideograph, a keycap."""
    return _visible(ch) and (ord(ch) >= 0x2000 or ch in "0123456789#*\u00a9\u00ae")


def _pictographic(ch: str) -> bool:
    return bool(ch) and ord(ch) >= 0x2000 and unicodedata.category(ch) in ("So", "Sk")


def _joining_letter(ch: str) -> bool:
    if not ch or unicodedata.category(ch)[0] not in "LM":
        return False
    cp = ord(ch)
    return any(lo <= cp <= hi for lo, hi in _JOINING_SCRIPTS)


def _legitimate(text: str, index: int, flag_spans: list[tuple[int, int]]) -> bool:
    ch = text[index]
    prev = text[index - 1] if index > 0 else ""
    following = text[index + 1] if index + 1 < len(text) else ""
    if _is_variation_selector(ch):
        return _variation_base(prev)
    if ch == _ZWJ:
        if (_pictographic(prev) or prev == _VS16) and _pictographic(following):
            return True
        return _joining_letter(prev) and _joining_letter(following)
    if ch == _ZWNJ:
        return _joining_letter(prev) and _joining_letter(following)
    if 0xE0000 <= ord(ch) <= 0xE007F:
        return any(start <= index < end for start, end in flag_spans)
    if ch == _SOFT_HYPHEN:
        return _hyphenation_hint(text, index)
    if ch == _GRAPHEME_JOINER:
        return _non_ascii_letter_or_mark(prev) and _non_ascii_letter_or_mark(following)
    return _filler_in_its_script(ch, prev, following)


def _non_ascii_letter_or_mark(ch: str) -> bool:
    return bool(ch) and not ch.isascii() and unicodedata.category(ch)[0] in "LM"


def _in_range(ch: str, low: int, high: int) -> bool:
    return bool(ch) and low <= ord(ch) <= high


def _filler_in_its_script(ch: str, prev: str, following: str) -> bool:
    """Hangul fillers inside a jamo syllable, Khmer and Mongolian format marks after their script's letters."""
    cp = ord(ch)
    if cp == 0x115F:
        return _in_range(following, 0x1160, 0x11A7)
    if cp == 0x1160:
        return _in_range(prev, 0x1100, 0x115F)
    if cp in (0x17B4, 0x17B5):
        return _in_range(prev, 0x1780, 0x17FF)
    if 0x180B <= cp <= 0x180F and cp != 0x180E:
        return _in_range(prev, 0x1800, 0x18AF)
    if cp == 0x2800:
        return _in_range(prev, 0x2800, 0x28FF) or _in_range(following, 0x2801, 0x28FF)
    return False


def _hyphenation_hint(text: str, index: int) -> bool:
    """A soft hyphen in a long word of letters (``Donau\u00addampf\u00adschiff``), not one splitting a command."""
    start, end = index, index + 1
    while start > 0 and (text[start - 1].isalpha() or text[start - 1] == _SOFT_HYPHEN):
        start -= 1
        if index - start > _LONGEST_HYPHENATED_WORD:
            return False
    while end < len(text) and (text[end].isalpha() or text[end] == _SOFT_HYPHEN):
        end += 1
        if end - start > _LONGEST_HYPHENATED_WORD:
            return False
    before, after = text[start - 1 : start].strip(), text[end : end + 1].strip()
    if (before and before not in "([{\"'“‘") or (after and after not in ".,;:!?)]}\"'”’"):
        return False  # part of a path, host, flag or identifier
    parts = text[start:end].split(_SOFT_HYPHEN)
    if any(len(part) < _MIN_HYPHENATED_PART for part in parts):
        return False
    return "".join(parts).lower().rstrip("0123456789") not in _COMMAND_WORDS


def _describe(ch: str) -> str:
    return f"U+{ord(ch):04X} {unicodedata.name(ch, 'unnamed format character')}"


def hidden_unicode(source: Source) -> Iterator[Finding]:
    text = source.text
    if text.isascii() or _HIDDEN.search(text) is None:  # every hidden character is outside ASCII
        return
    flag_spans = [m.span() for m in compiled(_FLAG_TAG_SEQUENCE).finditer(text)] if "\U0001f3f4" in text else []
    starts = line_starts(text)
    by_line: dict[int, tuple[int, list[str]]] = {}
    for match in _HIDDEN.finditer(text):
        index = match.start()
        if _legitimate(text, index, flag_spans):
            continue
        line, column = locate(starts, index)
        _, chars = by_line.setdefault(line, (column, []))
        chars.append(match.group())
    for line, (column, chars) in by_line.items():
        message = _hidden_message(chars, column) + _spelled_word(text, starts[line - 1] + column - 1)
        yield with_column(HIDDEN_UNICODE.finding(source.path, line, message), column)


def _spelled_word(text: str, index: int) -> str:
    """``; inside 'curl'`` when the first hidden character splits a word (what the reader sees), else ''."""
    start, end = index, index + 1
    while start > 0 and not text[start - 1].isspace() and index - start < 60:
        start -= 1
    while end < len(text) and not text[end].isspace() and end - index < 60:
        end += 1
    token = text[start:end]
    visible = _HIDDEN.sub("", token)
    if not visible or visible == token or not visible.isprintable():
        return ""
    return f"; inside '{clip(visible, 60)}'"


def _hidden_message(chars: list[str], column: int) -> str:
    tags = [c for c in chars if 0xE0000 <= ord(c) <= 0xE007F]
    others = [c for c in chars if not 0xE0000 <= ord(c) <= 0xE007F]
    parts = []
    if others:
        distinct = list(dict.fromkeys(others))
        named = ", ".join(_describe(c) for c in distinct[:3])
        more = f" and {len(distinct) - 3} more" if len(distinct) > 3 else ""
        noun = "hidden character" if len(others) == 1 else f"{len(others)} hidden characters"
        parts.append(f"{noun} {named}{more}")
    if tags:
        spelled = "".join(chr(ord(c) - 0xE0000) for c in tags if 0xE0020 <= ord(c) <= 0xE007E)
        shown = f" spelling invisible text '{clip(spelled, 60)}'" if spelled.strip() else ""
        parts.append(f"{len(tags)} Unicode tag character{'s' if len(tags) > 1 else ''} (U+E00xx){shown}")
    return f"{'; '.join(parts)} (first at column {column})"
