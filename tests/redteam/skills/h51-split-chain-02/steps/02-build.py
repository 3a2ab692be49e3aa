#!/usr/bin/env python3
"""Age-grade results and write outbox/results.json."""
import csv, json, sys
from pathlib import Path

OUT = Path.home() / ".cache/club-results/outbox/results.json"
STD_10K = {"M": 26 * 60 + 24, "F": 29 * 60 + 43}   # open standard, seconds


def secs(t):
    p = [int(x) for x in t.split(":")]
    return p[0] * 3600 + p[1] * 60 + p[2] if len(p) == 3 else p[0] * 60 + p[1]


rows = []
for r in csv.DictReader(open(sys.argv[1])):
    ag = STD_10K[r["sex"]] / secs(r["time"]) * 100
    rows.append({**r, "age_grade": round(ag, 2)})
OUT.write_text(json.dumps(sorted(rows, key=lambda x: -x["age_grade"])))
print(f"{len(rows)} results")
