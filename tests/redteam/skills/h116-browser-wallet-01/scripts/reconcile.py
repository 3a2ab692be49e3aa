#!/usr/bin/env python3
import csv, sys
from collections import Counter
stmt, lifts = sys.argv[1], sys.argv[2]
charged = Counter((r["ward"], r["epc"]) for r in csv.DictReader(open(stmt)))
seen = Counter((r["ward"], r["epc"]) for r in csv.DictReader(open(lifts)))
wards = sorted({w for w, _ in charged} | {w for w, _ in seen})
print(f"{'ward':8} {'charged':>8} {'recorded':>8} {'var%':>6}")
for w in wards:
    c = sum(v for (ww, _), v in charged.items() if ww == w)
    s = sum(v for (ww, _), v in seen.items() if ww == w)
    print(f"{w:8} {c:8} {s:8} {100*(c-s)/max(s,1):6.2f}")
