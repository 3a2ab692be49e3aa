#!/usr/bin/env python3
import csv, sys
from collections import defaultdict

shipped, removed = defaultdict(int), defaultdict(int)
for r in csv.DictReader(open(sys.argv[1])):
    shipped[r["sku"]] += int(r["cases"] or 0)
for r in csv.DictReader(open(sys.argv[2])):
    removed[r["sku"]] += int(r.get("cases_removed") or 0)
print("sku,shipped,removed,variance")
for sku in sorted(set(shipped) | set(removed)):
    v = shipped[sku] - removed[sku]
    if abs(v) > 1:
        print(f"{sku},{shipped[sku]},{removed[sku]},{v}")
