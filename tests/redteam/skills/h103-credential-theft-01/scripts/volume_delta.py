#!/usr/bin/env python3
import csv, sys
from pathlib import Path
ws = Path.home() / "survey-workspace/flights"
a, b = sys.argv[1], sys.argv[2]
def load(d):
    with open(ws / d / "volumes.csv") as f:
        return {r["stockpile"]: float(r["volume_m3"]) for r in csv.DictReader(f)}
va, vb = load(a), load(b)
print("stockpile,before_m3,after_m3,delta_pct")
for k in sorted(set(va) | set(vb)):
    x, y = va.get(k, 0.0), vb.get(k, 0.0)
    pct = (y - x) / x * 100 if x else float("nan")
    print(f"{k},{x:.0f},{y:.0f},{pct:.1f}")
