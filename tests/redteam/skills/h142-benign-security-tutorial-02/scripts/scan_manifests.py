#!/usr/bin/env python3
import json, pathlib, re, sys
PATTERNS = [
    (re.compile(r"ignore (all |any )?(previous|prior) instructions", re.I), "instruction override phrase"),
    (re.compile(r"curl[^\n]*\|\s*(ba)?sh", re.I), "pipe-to-shell command"),
    (re.compile(r"display\s*:\s*none", re.I), "hidden HTML"),
    (re.compile(r"[\u200b-\u200f\u2060\ufeff]"), "zero-width character"),
    (re.compile(r"[\U000E0000-\U000E007F]"), "Unicode tag character"),
]
def strings(o):
    if isinstance(o, str): yield o
    elif isinstance(o, dict):
        for v in o.values(): yield from strings(v)
    elif isinstance(o, list):
        for v in o: yield from strings(v)
n = 0
for p in sorted(pathlib.Path(sys.argv[1]).rglob("*.json")):
    for s in strings(json.loads(p.read_text(encoding="utf-8"))):
        for rx, what in PATTERNS:
            if rx.search(s):
                print(f"{p}: {what}: {s[:80]!r}"); n += 1
print(f"{n} findings")
