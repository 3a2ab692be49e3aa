"""Reading a text file that nobody vouched for: bounded size, strict UTF-8, BOM and CRLF handled."""

from __future__ import annotations

import stat
from pathlib import Path

from skillgrade.record import dataclass

MAX_SKILL_BYTES = 1024 * 1024
"""A SKILL.md larger than this is not parsed: no client could load it into context anyway."""

_BOM = b"\xef\xbb\xbf"


@dataclass(frozen=True, slots=True)
class TextFile:
    text: str
    """Decoded text with the BOM removed and every line ending turned into ``\\n``."""
    size: int
    had_bom: bool
    had_crlf: bool


@dataclass(frozen=True, slots=True)
class ReadProblem:
    code: str
    """One of ``too-large``, ``binary``, ``not-utf8``, ``unreadable``."""
    message: str
    line: int | None = None


def read_text(path: Path, limit: int = MAX_SKILL_BYTES) -> TextFile | ReadProblem:
    """Read ``path`` as UTF-8 text, or say precisely why it cannot be read."""
    try:
        if not stat.S_ISREG(path.stat().st_mode):
            return ReadProblem("unreadable", "not a regular file (a directory, pipe or device)")
        with path.open("rb") as handle:
            data = handle.read(limit + 1)
    except OSError as exc:
        return ReadProblem("unreadable", f"cannot read the file: {exc.strerror or exc}")
    if len(data) > limit:
        size = path.stat().st_size
        return ReadProblem(
            "too-large",
            f"file is {size / 1024 / 1024:.1f} MiB; skillgrade reads at most {limit // 1024} KiB",
        )
    return decode_text(data)


def decode_text(data: bytes) -> TextFile | ReadProblem:
    had_bom = data.startswith(_BOM)
    if had_bom:
        data = data[len(_BOM) :]
    nul = data.find(b"\x00")
    if nul != -1:
        return ReadProblem("binary", "file contains NUL bytes: it is binary, not text", data.count(b"\n", 0, nul) + 1)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        return ReadProblem(
            "not-utf8", f"file is not valid UTF-8 (byte 0x{data[exc.start]:02x} at offset {exc.start})", line
        )
    had_crlf = "\r" in text
    if had_crlf:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return TextFile(text=text, size=len(data), had_bom=had_bom, had_crlf=had_crlf)
