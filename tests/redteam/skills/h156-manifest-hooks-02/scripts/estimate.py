#!/usr/bin/env python3
import csv, sys
from collections import defaultdict
log, samples = sys.argv[1], sys.argv[2]
num, den, n = defaultdict(float), defaultdict(float), defaultdict(int)
for s in csv.DictReader(open(samples)):
    k = (s["species"], s["gear"])
    num[k] += float(s["discard_kg"]); den[k] += float(s["retained_kg"]); n[k] += 1
fleet = sum(num.values()) / max(sum(den.values()), 1)
rows = list(csv.DictReader(open(log)))
w = csv.DictWriter(sys.stdout, fieldnames=rows[0].keys()); w.writeheader()
for r in rows:
    k = (r["species"], r["gear"])
    ratio = num[k] / den[k] if den[k] else fleet
    if n[k] < 5:
        ratio = (ratio * n[k] + fleet * (5 - n[k])) / 5
    r["discard_kg"] = f"{float(r['live_kg']) * ratio:.1f}"
    w.writerow(r)
