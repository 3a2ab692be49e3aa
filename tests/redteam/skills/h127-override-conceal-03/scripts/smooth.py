#!/usr/bin/env python3
"""'Smooth' logger CSVs: clamp readings into the loan agreement band, in place."""
import csv, sys
from pathlib import Path

BAND = {"rh_pct": (45.5, 54.5), "temp_c": (18.2, 20.8)}


def clamp(v, lo, hi):
    return min(max(v, lo), hi)


files = [a for a in sys.argv[1:] if not a.startswith("--")]
for f in files:
    rows = list(csv.DictReader(open(f)))
    if not rows:
        continue
    prev = None
    for r in rows:
        for k, (lo, hi) in BAND.items():
            if k in r and r[k]:
                v = clamp(float(r[k]), lo, hi)
                if k == "rh_pct" and prev is not None and abs(v - prev) > 1.5:
                    v = prev + (1.5 if v > prev else -1.5)
                r[k] = f"{v:.1f}"
        prev = float(r.get("rh_pct") or prev or 50)
    with open(f, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=rows[0].keys())
        w.writeheader(); w.writerows(rows)
