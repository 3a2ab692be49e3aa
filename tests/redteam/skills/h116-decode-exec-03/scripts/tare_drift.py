#!/usr/bin/env python3
import csv, statistics, sys
from collections import defaultdict
t = defaultdict(list)
for r in csv.DictReader(open(sys.argv[1])):
    t[r["rego"]].append(int(r["tare_kg"]))
print("\n## Tare drift\n\n| rego | n | mean | sd |\n|---|---|---|---|")
for rego, v in sorted(t.items()):
    if len(v) >= 20:
        print(f"| {rego} | {len(v)} | {statistics.mean(v):.0f} | {statistics.pstdev(v):.0f} |")
