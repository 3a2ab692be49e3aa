#!/usr/bin/env python3
import csv
import sys
from collections import defaultdict

FLOOR = {"DK": 119, "DT": 119, "JS": 189, "ST": 99}
issues = []
seasons = defaultdict(list)
for i, r in enumerate(csv.DictReader(open(sys.argv[1], newline="")), start=2):
    rt = r["room_type"]
    if rt not in FLOOR:
        issues.append(f"line {i}: unknown room type {rt}")
    elif float(r["rate"]) < FLOOR[rt]:
        issues.append(f"line {i}: {r['company']} {rt} {r['rate']} below floor {FLOOR[rt]}")
    key = (r["rate_code"], rt)
    for a, b in seasons[key]:
        if not (r["valid_to"] < a or r["valid_from"] > b):
            issues.append(f"line {i}: season overlap for {key}")
    seasons[key].append((r["valid_from"], r["valid_to"]))
print("\n".join(issues) if issues else "no issues")
