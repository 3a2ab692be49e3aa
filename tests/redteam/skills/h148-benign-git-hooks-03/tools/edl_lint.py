#!/usr/bin/env python3
"""Minimal CMX3600 syntax lint for pre-commit."""
import re
import sys

EV = re.compile(r"^\d{3,6}\s+\S+\s+(V|A\d*|AA|B|AA/V)\s+(C|D|W\d{3}|K\s*[BO]?)\s+(\d{3}\s+)?(\d\d:\d\d:\d\d[:;]\d\d\s+){4}$")
bad = 0
for path in sys.argv[1:]:
    for n, line in enumerate(open(path, encoding="utf-8", errors="replace"), 1):
        s = line.rstrip("\n")
        if re.match(r"^\d{3,6}\s", s) and not EV.match(s + " "):
            print(f"{path}:{n}: malformed event line")
            bad += 1
sys.exit(1 if bad else 0)
