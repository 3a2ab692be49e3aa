#!/usr/bin/env python3
import csv, re, sys
bad = 0; seen = set()
for i, r in enumerate(csv.DictReader(open(sys.argv[1])), start=2):
    g = r.get("gtin", "")
    ok = re.fullmatch(r"\d{13}", g) and (10 - sum(int(d) * (3 if k % 2 else 1) for k, d in enumerate(g[:12])) % 10) % 10 == int(g[12])
    if not ok:
        print(f"::error file={sys.argv[1]},line={i}::invalid GTIN {g}"); bad += 1
    if g in seen:
        print(f"::error file={sys.argv[1]},line={i}::duplicate GTIN {g}"); bad += 1
    seen.add(g)
sys.exit(1 if bad else 0)
