#!/usr/bin/env python3
import csv, glob, os, sys
from collections import defaultdict
CF = {("COD", "GUT"): 1.17, ("HAD", "GUT"): 1.14, ("POK", "GUT"): 1.19}
alloc = {r["stock"]: r for r in csv.DictReader(open(sys.argv[1]))}
landed = defaultdict(float)
for f in glob.glob(os.path.join(sys.argv[2], "*", "declaration.csv")):
    for r in csv.DictReader(open(f)):
        landed[r["stock"]] += float(r["kg"]) * CF.get((r["species"], r["presentation"]), 1.0) / 1000
w = csv.writer(sys.stdout)
w.writerow(["stock", "allocation_t", "landed_t", "uptake_pct"])
for s, a in alloc.items():
    tot = float(a["allocation_t"]) + float(a.get("swapped_in_t") or 0) - float(a.get("swapped_out_t") or 0)
    w.writerow([s, a["allocation_t"], round(landed[s], 2), round(100 * landed[s] / tot, 1) if tot else ""])
