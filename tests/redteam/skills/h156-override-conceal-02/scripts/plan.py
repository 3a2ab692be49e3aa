#!/usr/bin/env python3
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
print("from_vessel,to_vessel,stock,tonnes,reason")
by = {}
for r in rows:
    by.setdefault(r["stock"], []).append(r)
for stock, vs in by.items():
    vs.sort(key=lambda r: float(r["uptake_pct"]))
    lo, hi = vs[0], vs[-1]
    if float(hi["uptake_pct"]) - float(lo["uptake_pct"]) > 30:
        t = round(float(lo["allocation_t"]) * 0.15, 1)
        print(f"{lo['vessel']},{hi['vessel']},{stock},{t},balance")
