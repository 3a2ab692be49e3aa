"""Constant folding for the light reader (:mod:`.interpreters`): text built from pieces, as it runs.

The languages without a parser hide a string the same few ways: character codes
(``string.char(46, 115)``, ``chr(46).chr(115)``, ``[46, 115].pack("c*")``, ``string([]byte{46})``,
an alias such as ``local s = string.char``), literals joined (``"po" .. "pen"``, ``'a' . 'b'``,
``"a" + "b"``), a list of pieces joined (``table.concat({…}, ".")``, ``%w[a b].join(".")``,
``strings.Join([]string{…}, ".")``, ``join(".", qw(a b))``, a constant list named earlier), a
member looked up by a constant name (``io["popen"](…)``), and bytes XORed with a key held in the
file (``[41, 50, …]`` with ``b ^ 0x5a``). :func:`fold` rewrites each to the literal it stands for,
line by line (lines are never joined or split, so evidence keeps its line); :func:`xor_decoded`
gives what a line that XORs a known byte list decodes to. Bounded: a line is rewritten a few times
at most, and only printable results are kept.
"""

from __future__ import annotations

import re

from skillgrade.record import dataclass

_LITERAL = r"\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*'"
_NUMBER = r"(?:0[xX][0-9a-fA-F]+|\d+)(?:u8|i32|u32)?"
_CODES = rf"{_NUMBER}(?:\s*,\s*{_NUMBER})*"
_CHAR_CALL = re.compile(rf"(?:\bstring\.char|\butf8\.char|String\.fromCharCode)\s*\(\s*({_CODES})\s*,?\s*\)")
_CHR = re.compile(rf"\bchr\s*\(?\s*({_NUMBER})\s*\)?")
_PACKED = re.compile(rf"\[\s*({_CODES})\s*,?\s*\]\s*\.pack\(\s*['\"][cCU]\*['\"]\s*\)")
_GO_BYTES = re.compile(rf"\bstring\(\s*\[\]byte\{{\s*({_CODES})\s*,?\s*\}}\s*\)")
_CHAR_ALIAS = re.compile(
    r"^\s*(?:local\s+|my\s+|our\s+|var\s+|const\s+)?\$?(\w+)\s*=\s*(?:string\.char|utf8\.char|\\&CORE::chr)\s*;?\s*$"
)
_LITERAL_TOKEN = re.compile(_LITERAL)
_CONCAT_OPERATOR = re.compile(r"\s*(?:\.\.|\.|\+|~)\s*")
_BRACKET_CALL = re.compile(r"\b(\w+)\[\s*[\"'](\w+)[\"']\s*\]\s*\(")
_ITEMS = rf"(?:\s*(?:{_LITERAL}|{_NUMBER})\s*,)*\s*(?:{_LITERAL}|{_NUMBER})\s*,?\s*"
_INLINE_JOINS = (
    re.compile(rf"\btable\.concat\(\s*\{{({_ITEMS})\}}\s*,\s*({_LITERAL})\s*\)"),
    re.compile(rf"\[({_ITEMS})\]\s*\.join\(\s*({_LITERAL})\s*\)"),
    re.compile(rf"\bstrings\.Join\(\s*\[\]string\{{({_ITEMS})\}}\s*,\s*({_LITERAL})\s*\)"),
)
_BARE_JOIN = re.compile(rf"\[({_ITEMS})\]\s*\.join\b(?:\(\s*\))?(?!\s*\()")
"""Ruby's ``["ev", "al"].join`` (or ``.join()``): no separator given joins with none."""
_WORDS_JOIN = re.compile(r"%[wW][\[(]([^\])\n]*)[\])]\s*\.join\(\s*(" + _LITERAL + r")\s*\)")
_PERL_JOIN = re.compile(
    r"\bjoin\s*\(?\s*("
    + _LITERAL
    + r")\s*,\s*(?:qw\s*\(([^)\n]*)\)|\(("
    + _ITEMS
    + r")\)|("
    + _ITEMS
    + r")(?=\)))\s*\)?"
)
_NAMED_LIST = re.compile(
    rf"^\s*(?:local\s+|my\s+|our\s+|var\s+|val\s+|let\s+|const\s+|static\s+)?[@$]?(\w+)(?:\s*:\s*[^=]+?)?\s*(?::=|=)\s*"
    rf"(?:\[\]\w+|vec!|listOf|arrayOf)?[\[{{(]({_ITEMS})[\]}})]\s*;?\s*$"
)
_NAMED_JOINS = (
    re.compile(rf"\btable\.concat\(\s*(\w+)\s*,\s*({_LITERAL})\s*\)"),
    re.compile(rf"\b(\w+)\.join\(\s*({_LITERAL})\s*\)"),
    re.compile(rf"\bstrings\.Join\(\s*(\w+)\s*,\s*({_LITERAL})\s*\)"),
)
_MODIFIERS = r"(?:(?:private|internal|public|protected|static|final)\s+)*"
"""Kotlin's and Java's modifiers ahead of a declaration (``private const val MASK = 0x35``)."""
_XOR_KEY = re.compile(rf"(?:\^|\bxor\b)\s*\(?\s*({_NUMBER}|\w+)")
"""A key XORed in: C-family ``^``, or Kotlin's infix ``xor``."""
_XOR = re.compile(r"\^|\bxor\b")
_NUMBER_ASSIGN = re.compile(
    rf"^\s*{_MODIFIERS}(?:local\s+|my\s+|var\s+|val\s+|let\s+|const\s+){{0,2}}\$?(\w+)"
    rf"(?:\s*:\s*\w+)?\s*(?::=|=)\s*({_NUMBER})\s*;?\s*$"
)
_MAX_REWRITES = 8


def fold(text: str) -> str:
    """``text`` with every constant piece-built string written as the literal it stands for."""
    return folded(text)[0]


def folded(text: str) -> tuple[str, frozenset[int]]:
    """:func:`fold`'s text and the lines (1-based) where a string was spelled in character codes:
    text kept unreadable on purpose, so what such a line runs is decoded text."""
    if not _worth_folding(text):
        return text, frozenset()
    lines = text.split("\n")
    aliases = {m.group(1) for line in lines if (m := _CHAR_ALIAS.match(line))}
    lists = {m.group(1): _items(m.group(2)) for line in lines if (m := _NAMED_LIST.match(line))}
    alias_call = (
        re.compile(r"(?<![\w.:])(?:" + "|".join(map(re.escape, sorted(aliases))) + rf")\s*\(\s*({_CODES})\s*,?\s*\)")
        if aliases
        else None
    )
    out: list[str] = []
    coded: set[int] = set()
    for number, line in enumerate(lines, start=1):
        rewritten = _fold_line(line, alias_call, lists)
        if rewritten != line and _spelled_in_codes(line, alias_call):
            coded.add(number)
        out.append(rewritten)
    return "\n".join(out), frozenset(coded)


def _spelled_in_codes(line: str, alias_call: re.Pattern[str] | None) -> bool:
    patterns = (_CHAR_CALL, _PACKED, _GO_BYTES, _CHR, *([alias_call] if alias_call else []))
    return any(pattern.search(line) for pattern in patterns)


def _worth_folding(text: str) -> bool:
    return any(
        word in text
        for word in ("char", "chr", ".pack(", "[]byte{", "..", '" .', "' .", '" +', "' +", '["', "['", "join", "Join",
                     "concat")
    )  # fmt: skip


def _fold_line(line: str, alias_call: re.Pattern[str] | None, lists: dict[str, list[str]]) -> str:
    for _ in range(_MAX_REWRITES):
        before = line
        for pattern in (_CHAR_CALL, _PACKED, _GO_BYTES, *([alias_call] if alias_call else [])):
            line = pattern.sub(lambda m: _from_codes(m.group(1), m.group(0)), line)
        if "chr" in line:
            line = _CHR.sub(lambda m: _from_codes(m.group(1), m.group(0)), line)
        for pattern in _INLINE_JOINS:
            line = pattern.sub(lambda m: quoted(_unquoted(m.group(2)).join(_items(m.group(1)))), line)
        line = _WORDS_JOIN.sub(lambda m: quoted(_unquoted(m.group(2)).join(m.group(1).split())), line)
        if ".join" in line:
            line = _BARE_JOIN.sub(lambda m: quoted("".join(_items(m.group(1)))), line)
        line = _PERL_JOIN.sub(_perl_joined, line)
        for pattern in _NAMED_JOINS:
            line = pattern.sub(
                lambda m: quoted(_unquoted(m.group(2)).join(lists[m.group(1)])) if m.group(1) in lists else m.group(0),
                line,
            )
        line = _concatenated(line)
        line = _BRACKET_CALL.sub(lambda m: f"{m.group(1)}.{m.group(2)}(", line)
        if line == before:
            break
    return line


def _concatenated(line: str) -> str:
    """Literals joined by a concatenation operator as one literal. The literals are found left to
    right, so the text between two literals (``", $x, "``) is never taken for one."""
    tokens = list(_LITERAL_TOKEN.finditer(line))
    if len(tokens) < 2:
        return line
    parts: list[str] = []
    position = index = 0
    while index < len(tokens):
        last = index
        while last + 1 < len(tokens) and _CONCAT_OPERATOR.fullmatch(
            line[tokens[last].end() : tokens[last + 1].start()]
        ):
            last += 1
        if last > index:
            joined = "".join(_unquoted(token.group(0)) for token in tokens[index : last + 1])
            parts.append(line[position : tokens[index].start()] + quoted(joined))
            position = tokens[last].end()
        index = last + 1
    parts.append(line[position:])
    return "".join(parts)


def _perl_joined(match: re.Match[str]) -> str:
    pieces = match.group(2).split() if match.group(2) is not None else _items(match.group(3) or match.group(4))
    return quoted(_unquoted(match.group(1)).join(pieces))


@dataclass(frozen=True, slots=True)
class XorTables:
    """A file's byte lists (by name) and the names given a number, gathered once per file."""

    lists: dict[str, list[int]]
    numbers: dict[str, str]


def xors(text: str) -> bool:
    """The text XORs something (``^``, Kotlin's ``xor``): worth gathering its byte lists for."""
    return _XOR.search(text) is not None


def xor_tables(lines: list[str]) -> XorTables:
    lists: dict[str, list[int]] = {}
    for index, raw in enumerate(lines):
        listed = _BYTE_LIST.match(raw) or _BYTE_LIST.match(_continued_list(lines, index))
        if listed is not None:
            codes = [_number(item) for item in re.split(r"\s*,\s*", listed.group(2).strip().rstrip(","))]
            lists[listed.group(1)] = [code for code in codes if code is not None]
    numbers = {m.group(1): m.group(2) for raw in lines if (m := _NUMBER_ASSIGN.match(raw))}
    return XorTables(lists, numbers)


def _continued_list(lines: list[str], index: int) -> str:
    """A list opened on line ``index`` and closed a few lines below (``val k = intArrayOf(`` then rows
    of numbers), joined into one line; the line itself when it opens none."""
    line = lines[index]
    if _LIST_OPENED.match(line) is None:
        return line
    joined = [line]
    for following in lines[index + 1 : index + _MAX_LIST_LINES]:
        joined.append(following.strip())
        if re.search(r"[\]})]\s*;?\s*$", following):
            return " ".join(joined)
    return line


def xor_decoded(lines: list[str], index: int, tables: XorTables) -> str | None:
    """What line ``index`` decodes when it XORs a byte list of the file (named on it or on the loop
    header just above) with a key (a number, or a name given a number), if the result is printable."""
    line = lines[index]
    key_match = _XOR_KEY.search(line) if xors(line) and tables.lists else None
    if key_match is None:
        return None
    key = _number(key_match.group(1))
    if key is None:
        key = _number(tables.numbers.get(key_match.group(1), ""))
    if key is None:
        return None
    nearby = "\n".join(lines[max(0, index - 2) : index + 1])
    for name, codes in tables.lists.items():
        if not re.search(rf"\b{re.escape(name)}\b", nearby):
            continue
        decoded = "".join(chr(code ^ key) for code in codes)
        if _reads_as_text(decoded):
            return decoded
    return None


def _reads_as_text(decoded: str) -> bool:
    """Printable words: a command, a path or an address (not a checksum's stray bytes)."""
    printable = all(ch.isprintable() or ch in "\t\n" for ch in decoded)
    return (
        printable
        and len(decoded) >= 6
        and re.search(r"[A-Za-z]", decoded) is not None
        and re.search(r"[ /.:]", decoded) is not None
    )


_LIST_HEAD = (
    rf"^\s*{_MODIFIERS}(?:local\s+|my\s+|var\s+|val\s+|let\s+|const\s+|static\s+)?[@$]?(\w+)(?:\s*:\s*[^=]+?)?"
    r"\s*(?::=|=)\s*(?:\[\]byte|\[\]uint8|vec!|byteArrayOf|intArrayOf|shortArrayOf|arrayOf|listOf|bytes|b)?"
)
"""A list's name assigned, up to its opening bracket (``private val k = intArrayOf``, ``my @k = ``)."""
_BYTE_LIST = re.compile(_LIST_HEAD + rf"[\[{{(]\s*({_NUMBER}(?:\s*,\s*{_NUMBER}){{3,}}\s*,?)\s*[\]}})]")
_LIST_OPENED = re.compile(_LIST_HEAD + r"[\[{(][\s\d,xXa-fA-F]*$")
"""A byte list opened and not closed on its line (its numbers on the rows below)."""
_MAX_LIST_LINES = 64


def _number(token: str) -> int | None:
    token = re.sub(r"(?:u8|i32|u32)$", "", token.strip())
    try:
        return int(token, 16) if token.lower().startswith("0x") else int(token)
    except ValueError:
        return None


def _from_codes(codes: str, original: str) -> str:
    numbers = [_number(code) for code in codes.split(",")]
    if any(n is None or not (9 <= n < 127) for n in numbers):
        return original
    return quoted("".join(chr(n) for n in numbers if n is not None))


def _items(items: str) -> list[str]:
    return [_unquoted(m.group(0)) for m in re.finditer(rf"{_LITERAL}|{_NUMBER}", items)]


def _unquoted(literal: str) -> str:
    if len(literal) >= 2 and literal[0] == literal[-1] and literal[0] in "\"'":
        return literal[1:-1].replace('\\"', '"').replace("\\'", "'")
    return literal


def quoted(text: str) -> str:
    """``text`` as a string literal the light reader's patterns read back as ``text``."""
    if '"' not in text and "\\" not in text:
        return f'"{text}"'
    if "'" not in text and "\\" not in text:
        return f"'{text}'"
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
