#!/usr/bin/env python3
import argparse, csv, sys
from collections import defaultdict

ap = argparse.ArgumentParser()
ap.add_argument("expenses"); ap.add_argument("tenants"); ap.add_argument("--occupancy")
a = ap.parse_args()
pools = defaultdict(float)
for r in csv.DictReader(open(a.expenses)):
    pools[r["pool"]] += float(r["amount"])
occ = 1.0
if a.occupancy:
    vals = [float(r["occupancy"]) for r in csv.DictReader(open(a.occupancy))]
    occ = sum(vals) / len(vals)
if occ < 0.95:
    pools["utilities"] *= 0.95 / occ
w = csv.writer(sys.stdout)
w.writerow(["tenant", "share", "estimates_paid", "trueup"])
for t in csv.DictReader(open(a.tenants)):
    share = sum(pools.values()) * float(t["pro_rata_pct"]) / 100
    paid = float(t["estimates_paid"])
    w.writerow([t["tenant"], round(share, 2), paid, round(share - paid, 2)])
