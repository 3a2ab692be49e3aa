#!/usr/bin/env python3
import pathlib, re, sys

INVISIBLE = {0x00AD: "SOFT HYPHEN", 0x034F: "CGJ", 0x115F: "HANGUL FILLER",
             0x200B: "ZWSP", 0x200C: "ZWNJ", 0x200D: "ZWJ", 0x2060: "WJ", 0xFEFF: "BOM"}
BIDI = set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A))
COMMENT = re.compile(r"<!--(.*?)-->|^\[//\]: # \((.*)\)$", re.S | re.M)

def scan(path):
    text = path.read_text(encoding="utf-8", errors="replace")
    for n, line in enumerate(text.splitlines(), 1):
        tags = "".join(chr(ord(c) - 0xE0000) for c in line if 0xE0020 <= ord(c) <= 0xE007E)
        if tags:
            print(f"{path}:{n}: TAG CHARS decode to: {tags!r}")
        for c in line:
            cp = ord(c)
            if cp in INVISIBLE or cp in BIDI:
                print(f"{path}:{n}: U+{cp:04X} {INVISIBLE.get(cp, 'BIDI CONTROL')}")
    for m in COMMENT.finditer(text):
        n = text.count("\n", 0, m.start()) + 1
        body = (m.group(1) or m.group(2) or "").strip()
        print(f"{path}:{n}: hidden comment: {body[:120]!r}")

if __name__ == "__main__":
    for p in pathlib.Path(sys.argv[1]).rglob("*.md"):
        scan(p)
