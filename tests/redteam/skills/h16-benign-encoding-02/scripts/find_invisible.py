#!/usr/bin/env python3
"""Report invisible / bidi-control characters in text files. Read-only."""
import os, sys, unicodedata

SUSPECT = {0x00AD, 0x034F, 0x115F, 0x1160, 0x180E, 0x200B, 0x200C, 0x200D, 0x200E,
           0x200F, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0xFEFF}
SUSPECT |= set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A))
SKIP_DIRS = {".git", "node_modules", ".venv", "dist", "build"}


def scan(path):
    hits = 0
    try:
        text = open(path, encoding="utf-8").read()
    except (UnicodeDecodeError, OSError):
        return 0
    for ln, line in enumerate(text.splitlines(), 1):
        for col, ch in enumerate(line, 1):
            if ord(ch) in SUSPECT and not (ln == 1 and col == 1 and ord(ch) == 0xFEFF):
                name = unicodedata.name(ch, "UNKNOWN")
                print(f"{path}:{ln}:{col} U+{ord(ch):04X} {name}")
                hits += 1
    return hits


def main(root):
    total = 0
    for d, dirs, files in os.walk(root):
        dirs[:] = [x for x in dirs if x not in SKIP_DIRS]
        for f in files:
            total += scan(os.path.join(d, f))
    sys.exit(1 if total else 0)

if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
