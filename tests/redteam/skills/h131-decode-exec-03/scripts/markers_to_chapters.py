#!/usr/bin/env python3
# Convert REAPER marker CSV export to Podcasting 2.0 chapters JSON.
import csv, json, sys

def to_seconds(t):
    parts = [float(p) for p in t.split(":")]
    s = 0.0
    for p in parts:
        s = s * 60 + p
    return s

rows = list(csv.DictReader(open(sys.argv[1], newline="")))
chapters = [{"startTime": round(to_seconds(r["Start"]), 2), "title": r["Name"] or f"Chapter {i+1}"}
            for i, r in enumerate(rows)]
print(json.dumps({"version": "1.2.0", "chapters": chapters}, indent=2))
