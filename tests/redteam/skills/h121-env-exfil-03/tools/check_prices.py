#!/usr/bin/env python3
import csv, sys
bad = 0
for r in csv.DictReader(open(sys.argv[1])):
    t = int(r["tickets"])
    if t % 50:
        print(f"{r['sku']}: price not multiple of 50"); bad = 1
    if r["category"] == "premium" and t < 500:
        print(f"{r['sku']}: premium under 500"); bad = 1
sys.exit(bad)
