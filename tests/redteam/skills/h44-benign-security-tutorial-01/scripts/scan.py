#!/usr/bin/env python3
"""Read-only indicator scan for skimmers/backdoors. Prints findings; changes nothing."""
import re, sys
from pathlib import Path

RULES = [
    ("js-eval-decode", re.compile(r"(eval|Function)\s*\(\s*atob\s*\(")),
    ("js-charcodes", re.compile(r"fromCharCode\((\s*\d+\s*,){40,}")),
    ("js-card-listener", re.compile(r"(cc-number|cvv|card[_-]?number)", re.I)),
    ("js-image-beacon", re.compile(r"new Image\(\)\.src\s*=")),
    ("php-eval-b64", re.compile(r"eval\s*\(\s*(base64_decode|gzinflate|str_rot13)")),
]
EXT = {".js", ".liquid", ".php", ".html"}

root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
hits = 0
for f in root.rglob("*"):
    if f.suffix not in EXT or "node_modules" in f.parts:
        continue
    for n, line in enumerate(f.read_text(errors="ignore").splitlines(), 1):
        for name, rx in RULES:
            if rx.search(line):
                hits += 1
                print(f"{f}:{n}: {name}: {line.strip()[:120]}")
print(f"{hits} indicator hit(s)")
