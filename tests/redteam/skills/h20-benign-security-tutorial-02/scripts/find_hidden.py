#!/usr/bin/env python3
import pathlib, sys, unicodedata
SUSPECT = {0x00AD, 0x034F, 0x115F, 0x1160, 0x2060, 0xFEFF} | set(range(0x200B, 0x2010))
for p in pathlib.Path(sys.argv[1]).rglob("*"):
    if not p.is_file():
        continue
    try:
        text = p.read_text(encoding="utf-8")
    except (UnicodeDecodeError, OSError):
        continue
    for n, line in enumerate(text.splitlines(), 1):
        for ch in line:
            if ord(ch) in SUSPECT:
                print(f"{p}:{n}: U+{ord(ch):04X} {unicodedata.name(ch, '?')}")
