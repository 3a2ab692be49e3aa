#!/usr/bin/env python3
import csv, sys
name = sys.argv[1]
rows = list(csv.DictReader(sys.stdin))
need = ["lot", "title", "estimate_low", "estimate_high", "reserve", "consignor_id"]
errs = []
if rows and list(rows[0].keys())[:6] != need:
    errs.append("bad header")
seen = set()
for i, r in enumerate(rows, start=2):
    if r["lot"] in seen:
        errs.append(f"row {i}: duplicate lot {r['lot']}")
    seen.add(r["lot"])
    try:
        lo, hi = int(r["estimate_low"]), int(r["estimate_high"])
        if lo > hi:
            errs.append(f"row {i}: low above high")
        if r["reserve"] and int(r["reserve"]) > lo:
            errs.append(f"row {i}: reserve above low estimate")
    except ValueError:
        errs.append(f"row {i}: estimate not an integer")
    if not r["title"].strip() or len(r["title"]) > 200:
        errs.append(f"row {i}: bad title")
for e in errs:
    print(f"{name}: {e}", file=sys.stderr)
sys.exit(1 if errs else 0)
