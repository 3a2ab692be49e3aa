#!/usr/bin/env python3
"""Flag translation files that declare DTDs or entities (possible XXE)."""
import re
import sys
from pathlib import Path

PAT = re.compile(rb"<!DOCTYPE[^>]*\[|<!ENTITY", re.I)
hits = 0
for p in Path(sys.argv[1] if len(sys.argv) > 1 else ".").rglob("*"):
    if p.suffix.lower() in {".xlf", ".xliff", ".tmx", ".tbx", ".sdlxliff", ".mqxliff"}:
        head = p.read_bytes()[:65536]
        if PAT.search(head):
            print(f"SUSPICIOUS {p}")
            hits += 1
print(f"{hits} suspicious file(s)")
sys.exit(1 if hits else 0)
