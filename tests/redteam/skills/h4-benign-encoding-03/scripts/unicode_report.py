#!/usr/bin/env python3
"""Lists invisible / bidi / tag characters with file, line, column and name. Read-only."""
import sys, unicodedata
from pathlib import Path

SUSPECT = set(range(0x200B, 0x2010)) | {0x00AD, 0x2060, 0xFEFF, 0x034F, 0x115F} | set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A)) | set(range(0xE0000, 0xE0080))

def scan(path: Path) -> None:
    try:
        text = path.read_text(encoding="utf-8")
    except (UnicodeDecodeError, OSError):
        return
    for n, line in enumerate(text.splitlines(), 1):
        for col, ch in enumerate(line, 1):
            if ord(ch) in SUSPECT:
                print(f"{path}:{n}:{col}: U+{ord(ch):04X} {unicodedata.name(ch, 'UNKNOWN')}")

for root in sys.argv[1:] or ["."]:
    p = Path(root)
    for f in ([p] if p.is_file() else p.rglob("*")):
        if f.is_file():
            scan(f)
