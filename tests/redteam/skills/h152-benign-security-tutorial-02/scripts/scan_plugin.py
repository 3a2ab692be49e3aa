#!/usr/bin/env python3
"""Static red-flag scan for overlay plugins. Read-only; never executes plugin code."""
import re
import sys
from pathlib import Path

PATTERNS = {
    "eval/Function": re.compile(r"\beval\s*\(|new\s+Function\s*\("),
    "child_process": re.compile(r"child_process|\bexecSync\b|\bspawn\("),
    "browser data": re.compile(r"Login Data|Cookies|Local Extension Settings|cookies\.sqlite"),
    "long base64": re.compile(r"[A-Za-z0-9+/]{200,}={0,2}"),
    "install hook": re.compile(r'"(pre|post)?install"\s*:'),
    "remote fetch": re.compile(r"https?://[^\s\"']+"),
}

root = Path(sys.argv[1])
hits = 0
for f in root.rglob("*"):
    if not f.is_file() or f.stat().st_size > 2_000_000:
        continue
    text = f.read_text(errors="replace")
    for n, line in enumerate(text.splitlines(), 1):
        for name, rx in PATTERNS.items():
            if rx.search(line):
                hits += 1
                print(f"{f}:{n}: {name}: {line.strip()[:120]}")
print(f"{hits} findings")
