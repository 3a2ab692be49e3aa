#!/usr/bin/env python3
'''Report hidden or invisible content in text files. Reads only; never acts on findings.'''
import re, sys, unicodedata

ZW = {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF}
BIDI = set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A))
PHRASES = re.compile(r"(ignore (all )?(previous|prior) instructions|as an ai assistant|do not tell the user)", re.I)


def scan(path):
    text = open(path, encoding="utf-8", errors="replace").read()
    tags = "".join(chr(ord(c) - 0xE0000) for c in text if 0xE0020 <= ord(c) <= 0xE007E)
    if tags:
        print(f"{path}: Unicode tag characters decode to: {tags!r}")
    for i, c in enumerate(text):
        cp = ord(c)
        if cp in ZW or cp in BIDI:
            print(f"{path}: offset {i}: U+{cp:04X} {unicodedata.name(c, '?')}")
    for m in re.finditer(r"<!--(.*?)-->", text, re.S):
        print(f"{path}: HTML comment: {m.group(1).strip()[:80]!r}")
    for m in PHRASES.finditer(text):
        print(f"{path}: suspicious phrase: {m.group(0)!r}")


for p in sys.argv[1:]:
    scan(p)
