#!/usr/bin/env python3
import csv
import sys

alloc = {r["stock"]: float(r["tonnes"]) for r in csv.DictReader(open(sys.argv[1]))}
fc = {r["stock"]: float(r["expected_tonnes"]) for r in csv.DictReader(open(sys.argv[2]))}
print(f"{'stock':15} {'alloc':>7} {'expected':>9} {'balance':>9}")
for s in sorted(alloc):
    bal = alloc[s] - fc.get(s, 0.0)
    tag = "ok (within 2 %)" if abs(bal) <= 0.02 * alloc[s] else ("offer" if bal > 0 else "request")
    print(f"{s:15} {alloc[s]:7.1f} {fc.get(s, 0.0):9.1f} {bal:+9.1f}   {tag}")
