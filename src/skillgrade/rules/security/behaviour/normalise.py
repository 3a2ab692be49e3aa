"""Text as the machine reads it, not as it is spelled: before any matching or parsing.

:func:`normalise` removes what a reader does not see (every Unicode ``Cf`` character and the
Hangul and other fillers), applies NFKC and folds Latin look-alikes, line by line so every line
number stays right. :func:`decode_layers` peels base64, base32, base85, hex, zlib and gzip layers
off a blob, to a bounded depth and size, and says which layers it peeled.
"""

from __future__ import annotations

import base64
import binascii
import re
import unicodedata
import zlib

from skillgrade.record import dataclass

_FILLERS = frozenset("\u034f\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u180e\u3164\uffa0\u2800")
"""Invisible characters that are not ``Cf``: combining grapheme joiner, Hangul fillers, Mongolian
variation selectors, the braille blank."""

_CONFUSABLES = str.maketrans(
    {
        # Cyrillic
        "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "і": "i", "ј": "j", "ѕ": "s",
        "ԁ": "d", "ԛ": "q", "ԝ": "w", "һ": "h", "ӏ": "l", "ь": "b", "ɡ": "g", "ո": "n", "ս": "u",
        "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C", "Т": "T",
        "У": "Y", "Х": "X", "І": "I", "Ј": "J", "Ѕ": "S", "Ԝ": "W",
        # Greek
        "α": "a", "ο": "o", "ρ": "p", "ν": "v", "υ": "u", "ι": "i", "κ": "k", "τ": "t", "χ": "x",
        "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N", "Ο": "O",
        "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X",
        # punctuation that shells and parsers read differently from how it looks
        "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": "-", "\u2212": "-",
        "\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u00a0": " ", "\u2215": "/", "\u2044": "/",
        "\uff5c": "|", "\u01c0": "|", "\u037e": ";",
    }
)  # fmt: skip


_CF = (
    "\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064"
    "\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3"
    "\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f"
)
"""Every ``Cf`` (format) character of Unicode 15 (13430-1343F is the Egyptian format block, wider
in 15 than Python 3.10's Unicode 14). A test checks it against ``unicodedata`` for this Python."""
_INVISIBLE = re.compile(f"[{_CF}{''.join(sorted(_FILLERS))}]")


def _invisible(ch: str) -> bool:
    return ch in _FILLERS or unicodedata.category(ch) == "Cf"


def normalise(text: str) -> str:
    """``text`` with invisible characters removed, NFKC applied and look-alikes folded; lines kept.

    An ASCII text is returned as it is (the common case costs one check).
    """
    if text.isascii():
        return text
    lines = text.split("\n")
    return "\n".join(_normal_line(line) for line in lines)


def _normal_line(line: str) -> str:
    if line.isascii():
        return line
    visible = _INVISIBLE.sub("", line)
    if not unicodedata.is_normalized("NFKC", visible):
        visible = unicodedata.normalize("NFKC", visible).replace("\n", " ")
    return visible.translate(_CONFUSABLES)


def hidden_characters(text: str) -> int:
    """How many invisible characters ``text`` holds (zero for ASCII)."""
    return 0 if text.isascii() else len(_INVISIBLE.findall(text))


MAX_DEPTH = 6
MAX_DECODED = 256 * 1024
MIN_BLOB = 16


@dataclass(frozen=True, slots=True)
class Decoded:
    text: str
    layers: tuple[str, ...]
    """The encodings peeled, outermost first: ``("base64", "gzip")``."""


_HEX = re.compile(r"(?:0x)?((?:[0-9a-fA-F]{2})+)")
_HEX_ESCAPES = re.compile(r"(?:\\x[0-9a-fA-F]{2})+")
_B64 = re.compile(r"[A-Za-z0-9+/_-]+={0,2}")
_B32 = re.compile(r"[A-Z2-7]+=*")


def decode_layers(blob: str) -> Decoded | None:
    """What ``blob`` decodes to when it is encoded text (possibly several layers deep), else ``None``.

    Each layer must decode cleanly; the result must be mostly printable text. Bounded: at most
    :data:`MAX_DEPTH` layers and :data:`MAX_DECODED` bytes.
    """
    data: bytes = blob.strip().encode("ascii", "ignore")
    layers: list[str] = []
    for _ in range(MAX_DEPTH):
        peeled = _peel(data)
        if peeled is None:
            break
        name, data = peeled
        layers.append(name)
        if len(data) > MAX_DECODED:
            data = data[:MAX_DECODED]
            break
        text = _printable(data)
        if text is not None and not _looks_encoded(text):
            return Decoded(text, tuple(layers))
    if not layers:
        return None
    text = _printable(data)
    return Decoded(text, tuple(layers)) if text is not None else None


_NAMED_CODECS = frozenset({"base64", "base32", "hex"})


def decode_named(blob: str, codec: str) -> Decoded | None:
    """What ``blob`` decodes to when the code names its encoding (``base64 -d``, ``b64decode``).

    No guessing is needed, so no minimum length either: a short piece (a file name, a host) written
    in base64 is decoded like a long one. Further layers are peeled as :func:`decode_layers` does.
    """
    if codec not in _NAMED_CODECS:
        return decode_layers(blob)
    compact = "".join(blob.split())
    data: bytes | None
    if codec == "base64":
        data = base64_bytes(compact)
    elif codec == "base32":
        try:
            data = base64.b32decode(compact + "=" * (-len(compact) % 8), casefold=True)
        except (binascii.Error, ValueError):
            data = None
    else:
        try:
            data = bytes.fromhex(compact.removeprefix("0x").replace("\\x", ""))
        except ValueError:
            data = None
    text = _printable(data) if data else None
    layers: tuple[str, ...] = (codec,)
    if text is None and data and data[:1] in (b"\x1f", b"\x78"):
        # compressed under the named encoding (zlib or gzip, then base64): what the code's next call,
        # zlib.decompress or gzip.decompress, gives back
        peeled = _peel(data)
        if peeled is not None and peeled[0] in ("zlib", "gzip"):
            text, layers = _printable(peeled[1]), (codec, peeled[0])
    if text is None:
        return None
    inner = decode_layers(text) if _looks_encoded(text) else None
    if inner is not None:
        return Decoded(inner.text, (*layers, *inner.layers))
    return Decoded(text, layers)


def _looks_encoded(text: str) -> bool:
    stripped = "".join(text.split())
    if len(stripped) < MIN_BLOB or re.search(r"[ ;|&$(]", text.strip()):
        return False
    return any(p.fullmatch(stripped) is not None for p in (_B64, _HEX, _B32))


def _peel(data: bytes) -> tuple[str, bytes] | None:
    if data[:2] == b"\x1f\x8b":
        try:  # zlib reads the gzip wrapper (wbits 16+) and, unlike gzip.decompress, bounds the output
            return "gzip", zlib.decompressobj(16 + zlib.MAX_WBITS).decompress(data, MAX_DECODED)
        except zlib.error:
            return None
    if data[:1] == b"\x78" and len(data) > 2 and (data[0] * 256 + data[1]) % 31 == 0:
        try:
            return "zlib", zlib.decompressobj().decompress(data, MAX_DECODED)
        except zlib.error:
            return None
    stripped = b"".join(data.split())
    if len(stripped) < MIN_BLOB:
        return None
    text = stripped.decode("ascii", "ignore")
    if "\\x" in text and _HEX_ESCAPES.fullmatch(text):
        return "hex", bytes.fromhex(text.replace("\\x", ""))
    hexmatch = _HEX.fullmatch(text)
    if hexmatch and len(hexmatch.group(1)) % 2 == 0:
        return "hex", bytes.fromhex(hexmatch.group(1))
    if _B32.fullmatch(text) and len(text) % 8 == 0:
        try:
            return "base32", base64.b32decode(text)
        except (binascii.Error, ValueError):
            pass
    if _B64.fullmatch(text):
        decoded = base64_bytes(text)
        if decoded is not None:
            return "base64", decoded
    try:
        return "base85", base64.b85decode(text)
    except (ValueError, binascii.Error):
        return None


def base64_bytes(text: str) -> bytes | None:
    """The bytes base64 ``text`` stands for, or ``None``: whitespace ignored, padding optional, the
    URL-safe alphabet when ``-`` or ``_`` is in it (then leniently, as ``urlsafe_b64decode`` does),
    else the standard one, validated. The one base64 decoder of the security rules."""
    compact = "".join(text.split())
    padded = compact + "=" * (-len(compact) % 4)
    try:
        if "-" in compact or "_" in compact:
            return base64.urlsafe_b64decode(padded)
        return base64.b64decode(padded, validate=True)
    except (binascii.Error, ValueError):
        return None


def _printable(data: bytes) -> str | None:
    if not data:
        return None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    printable = sum(ch.isprintable() or ch in "\n\r\t" for ch in text)
    return text if printable / len(text) > 0.95 else None


_BLOB_IN_TEXT = re.compile(
    r"(?<![A-Za-z0-9+/=_\\-])(?:[A-Za-z0-9+/]{24,}={0,2}|[A-Za-z0-9_-]{32,}={0,2}|(?:[0-9a-fA-F]{2}){12,}"
    r"|(?:\\x[0-9a-fA-F]{2}){8,})(?![A-Za-z0-9+/=_-])"
)


def blobs(text: str) -> list[tuple[int, str, Decoded]]:
    """Each encoded blob in ``text`` that decodes to text: its offset, the blob and what it decodes to."""
    found: list[tuple[int, str, Decoded]] = []
    for match in _BLOB_IN_TEXT.finditer(text):
        candidate = match.group()
        if candidate.isalpha() or candidate.isdigit() or len(set(candidate)) < 8:
            continue  # a word, a number or a ruler
        decoded = decode_layers(candidate)
        if decoded is not None and _meaningful(decoded.text):
            found.append((match.start(), candidate, decoded))
    return found


def _meaningful(text: str) -> bool:
    """Decoded text worth scanning: it has a space, a path, a URL or a command separator in it."""
    return len(text.strip()) >= 6 and re.search(r"[ /|;:.=(]", text) is not None
