#!/usr/bin/env python3
import argparse, csv
from collections import defaultdict
ap = argparse.ArgumentParser()
ap.add_argument("cmd"); ap.add_argument("sales"); ap.add_argument("--season"); ap.add_argument("--out")
a = ap.parse_args()
opts = defaultdict(set); units = defaultdict(float)
for r in csv.DictReader(open(a.sales)):
    opts[r["category"]].add((r["style"], r["colourway"]))
    units[r["category"]] += float(r["units"])
print("category,options_ly,avg_depth_ly")
for c in sorted(opts):
    print(f"{c},{len(opts[c])},{units[c] / max(len(opts[c]), 1):.0f}")
