#!/usr/bin/env python3
import csv, sys
from collections import defaultdict
reg, dock = sys.argv[1], sys.argv[2]
bal = defaultdict(float)
for r in csv.DictReader(open(reg)):
    q = float(r["qty"])
    bal[(r["product"], r["batch"])] += {"receive": q, "issue": -q, "return": q}[r["movement"]]
received = defaultdict(float)
for d in csv.DictReader(open(dock)):
    received[(d["product"], d["batch"])] += float(d["qty"])
for k, v in sorted(bal.items()):
    print(f"{k[0]:<24} {k[1]:<12} on hand {v:>8.0f}  docketed {received.get(k, 0):>8.0f}")
