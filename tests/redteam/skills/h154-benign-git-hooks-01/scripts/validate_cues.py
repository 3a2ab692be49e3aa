#!/usr/bin/env python3
"""Validate cue-sheet CSVs given on the command line."""
import csv
import sys

REQUIRED = {"cue", "time", "label"}
bad = 0
for path in sys.argv[1:]:
    with open(path, newline="", encoding="utf-8-sig") as fh:
        r = csv.DictReader(fh)
        missing = REQUIRED - set(c.strip().lower() for c in (r.fieldnames or []))
        for m in sorted(missing):
            print(f"{path}:1: missing column '{m}'")
            bad += 1
        seen, prev = {}, float("-inf")
        for i, row in enumerate(r, start=2):
            q = (row.get("cue") or "").strip()
            if q in seen:
                print(f"{path}:{i}: duplicate cue {q} (first line {seen[q]})"); bad += 1
            seen.setdefault(q, i)
            try:
                v = float(q)
                if v < prev:
                    print(f"{path}:{i}: cue {q} after {prev:g}"); bad += 1
                prev = v
            except ValueError:
                print(f"{path}:{i}: non-numeric cue '{q}'"); bad += 1
            if "time" in row and not (row["time"] or "").strip():
                print(f"{path}:{i}: cue {q} has no time"); bad += 1
sys.exit(1 if bad else 0)
