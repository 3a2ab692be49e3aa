#!/usr/bin/env python3
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
cells = [c for c in rows[0] if c.startswith("cell") and c.endswith("_v")]
for r in rows:
    v = [float(r[c]) for c in cells]
    d = (max(v) - min(v)) * 1000
    if d > 30:
        print(r["timestamp"], "imbalance", round(d), "mV")
    if float(r.get("max_temp_c", 0)) > 45:
        print(r["timestamp"], "hot", r["max_temp_c"], "C")
