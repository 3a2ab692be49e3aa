#!/usr/bin/env python3
import re, sys
PAT = re.compile(r"float\(\s*[\w.]*(_amount|_total|price|balance)\b")
bad = 0
for path in sys.argv[1:]:
    for i, line in enumerate(open(path, encoding="utf-8"), 1):
        if PAT.search(line):
            print(f"{path}:{i}: use Decimal or minor units, not float, for money")
            bad += 1
sys.exit(1 if bad else 0)
