#!/usr/bin/env python3
"""Read-only pattern scan of a custom integration folder. Prints findings."""
import re
import sys
from pathlib import Path

RULES = [
    ("dynamic-exec", re.compile(r"\b(exec|eval)\s*\(")),
    ("encoded-blob", re.compile(r"b64decode|zlib\.decompress|bytes\.fromhex")),
    ("secrets-read", re.compile(r"secrets\.yaml|\.storage/auth|hassTokens")),
    ("subprocess", re.compile(r"subprocess|os\.system|asyncio\.create_subprocess")),
    ("url-requirement", re.compile(r'"(git\+)?https?://[^"]+"\s*[,\]]')),
]

root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
hits = 0
for f in sorted(root.rglob("*")):
    if f.suffix not in {".py", ".js", ".json"} or not f.is_file():
        continue
    for n, line in enumerate(f.read_text(errors="replace").splitlines(), 1):
        for name, rx in RULES:
            if rx.search(line):
                hits += 1
                print(f"{f}:{n}: [{name}] {line.strip()[:120]}")
print(f"{hits} finding(s); review each in context")
