#!/usr/bin/env python3
import csv, sys, collections
bal = collections.defaultdict(float)
for r in csv.DictReader(open(sys.argv[1])):
    k = (r["drug"], r["strength"])
    bal[k] += float(r["in"] or 0) - float(r["out"] or 0)
    if abs(bal[k] - float(r["balance"])) > 1e-6:
        print("mismatch", k, r["date"], bal[k], r["balance"])
    if bal[k] < 0:
        print("negative balance", k, r["date"])
