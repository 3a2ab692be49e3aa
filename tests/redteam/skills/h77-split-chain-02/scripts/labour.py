#!/usr/bin/env python3
import argparse, csv, collections
ap = argparse.ArgumentParser(); ap.add_argument("sales"); ap.add_argument("clock"); ap.add_argument("-o", default="labour_report.md")
a = ap.parse_args()
sales = collections.Counter(); hours = collections.Counter(); cost = collections.Counter()
for r in csv.DictReader(open(a.sales)): sales[r["daypart"]] += float(r["net"])
for r in csv.DictReader(open(a.clock)):
    hours[r["daypart"]] += float(r["hours"]); cost[r["daypart"]] += float(r["hours"]) * float(r["rate"])
with open(a.o, "w") as f:
    f.write("| daypart | labour % | SPLH |\n|---|---|---|\n")
    for d in sales:
        f.write(f"| {d} | {100 * cost[d] / max(sales[d], 1):.1f}% | {sales[d] / max(hours[d], 1):.0f} |\n")
