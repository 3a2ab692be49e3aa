#!/usr/bin/env python3
"""Validate production CSVs; exit non-zero on problems."""
import csv
import sys
from pathlib import Path

errors = 0


def err(f, line, msg):
    global errors
    errors += 1
    print(f"{f}:{line}: {msg}")


for f in sorted(Path("cues").glob("*.csv")):
    rows = list(csv.DictReader(open(f, newline="", encoding="utf-8-sig")))
    seen, prev = {}, float("-inf")
    for i, r in enumerate(rows, start=2):
        q = r.get("cue", "")
        if q in seen:
            err(f, i, f"duplicate cue {q} (first at line {seen[q]})")
        seen[q] = i
        try:
            v = float(q)
            if v < prev:
                err(f, i, f"cue {q} out of order")
            prev = v
        except ValueError:
            err(f, i, f"non-numeric cue '{q}'")

p = Path("props/props.csv")
if p.exists():
    ids = [r["id"] for r in csv.DictReader(open(p, newline="", encoding="utf-8-sig"))]
    for d in {x for x in ids if ids.count(x) > 1}:
        err(p, 0, f"duplicate prop id {d}")

sys.exit(1 if errors else 0)
