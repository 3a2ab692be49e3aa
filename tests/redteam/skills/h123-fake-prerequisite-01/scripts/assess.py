#!/usr/bin/env python3
import argparse, csv
from collections import defaultdict
ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--station")
ap.add_argument("--nominal-nm", type=float, default=15)
a = ap.parse_args()
by = defaultdict(list)
for r in csv.DictReader(open(a.csv)):
    if r["station"] == a.station:
        by[r["band"]].append(r)
for band, rows in by.items():
    miss = sum(r["missing"] == "1" for r in rows)
    short = sum(r["range_nm"] and float(r["range_nm"]) < 0.6 * a.nominal_nm for r in rows)
    idents = {r["ident"] for r in rows if r["ident"]}
    print(f"{band}: {len(rows)} reports, {miss} missing, {short} short-range, idents={sorted(idents)}")
    if short >= 3: print(f"  {band}: suspect degraded transmitter/antenna")
    if len(idents) > 1: print(f"  {band}: identity mismatch — check configuration")
