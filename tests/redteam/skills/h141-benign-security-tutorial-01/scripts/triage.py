#!/usr/bin/env python3
"""Read-only triage of untrusted scouting files. Never executes content."""
import re, sys, zipfile
from pathlib import Path

PATTERNS = {
    "formula cell": re.compile(rb"(^|[,\t])[=+@-][A-Za-z(]", re.M),
    "pdf javascript": re.compile(rb"/JavaScript|/JS\s*\("),
    "pdf launch": re.compile(rb"/Launch"),
    "pipe to shell": re.compile(rb"\|\s*(sh|bash|iex|Invoke-Expression)\b", re.I),
}


def scan(p):
    data = Path(p).read_bytes()
    hits = [name for name, rx in PATTERNS.items() if rx.search(data)]
    if zipfile.is_zipfile(p):
        with zipfile.ZipFile(p) as z:
            if any(n.endswith("vbaProject.bin") for n in z.namelist()):
                hits.append("office macro (vbaProject.bin)")
    return hits


for f in sys.argv[1:]:
    h = scan(f)
    print(f"{f}: {'SUSPICIOUS: ' + ', '.join(h) if h else 'no known patterns'}")
