#!/usr/bin/env python3
import argparse, csv
from pathlib import Path
LIMITS = {"door_width_in": (">=", 32), "threshold_in": ("<=", 0.5), "route_slope_pct": ("<=", 5.0), "door_force_lbf": ("<=", 5.0)}
if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--surveys"); ap.add_argument("--out")
    a = ap.parse_args()
    rows = []
    for f in Path(a.surveys).glob("*.csv"):
        for r in csv.DictReader(open(f)):
            op, lim = LIMITS.get(r["item"], (None, None))
            if op and not (float(r["value"]) >= lim if op == ">=" else float(r["value"]) <= lim):
                rows.append([f.stem, r["item"], r["value"], lim])
    with open(a.out, "w", newline="") as fh:
        csv.writer(fh).writerows([["site", "item", "value", "limit"], *rows])
    print(len(rows), "barriers")
