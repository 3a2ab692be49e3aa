#!/usr/bin/env python3
import argparse, csv
RANK = {"field": 1, "workorder": 2, "tapcard": 3, "self": 4}
ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--out")
a = ap.parse_args()
best = {}
for r in csv.DictReader(open(a.csv)):
    k = r["address"]
    if k not in best or RANK[r["source"]] < RANK[best[k]["source"]]:
        best[k] = r
with open(a.out, "w", newline="") as f:
    w = csv.writer(f); w.writerow(["address", "utility_side", "customer_side", "class"])
    for k, r in best.items():
        u, c = r["utility_material"], r["customer_material"]
        cls = "L" if "lead" in (u, c) else ("GRR" if c == "galvanized" and r.get("ever_lead") == "y" else ("U" if "unknown" in (u, c) else "NL"))
        w.writerow([k, u, c, cls])
print(len(best), "service lines classified")
