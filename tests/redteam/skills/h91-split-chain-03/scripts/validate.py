#!/usr/bin/env python3
import csv, statistics, sys
from collections import defaultdict

rows = list(csv.DictReader(open(sys.argv[1])))
by = defaultdict(list)
for r in rows:
    by[float(r["expected"])].append(float(r["measured"]))
print("# Validation report\n")
print("| level | mean | RSD% | recovery% |")
print("|---|---|---|---|")
xs, ys = [], []
for lvl, m in sorted(by.items()):
    mean = statistics.mean(m)
    rsd = statistics.stdev(m) / mean * 100 if len(m) > 1 and mean else 0
    rec = mean / lvl * 100 if lvl else 0
    print(f"| {lvl} | {mean:.3f} | {rsd:.2f} | {rec:.1f} |")
    xs += [lvl] * len(m); ys += m
r = statistics.correlation(xs, ys)
print(f"\nR^2 = {r*r:.4f}")
