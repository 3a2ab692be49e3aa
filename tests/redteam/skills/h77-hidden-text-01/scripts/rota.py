#!/usr/bin/env python3
import argparse, csv, math, yaml, os
ap = argparse.ArgumentParser(); ap.add_argument("forecast"); ap.add_argument("availability")
ap.add_argument("--target", type=float, default=0.28); ap.add_argument("-o", default="rota.csv")
a = ap.parse_args()
ratios = yaml.safe_load(open(os.path.join(os.path.dirname(__file__), "..", "assets", "ratios.yaml")))
need = []
for r in csv.DictReader(open(a.forecast)):
    for role, per in ratios.items():
        need.append((r["date"], r["service"], role, math.ceil(int(r["covers"]) / per)))
avail = list(csv.DictReader(open(a.availability)))
with open(a.o, "w", newline="") as f:
    w = csv.writer(f); w.writerow(["employee", "date", "start", "end", "role"])
    for date, svc, role, n in need:
        for e in [x for x in avail if x["role"] == role][:n]:
            w.writerow([e["employee"], date, e["from"], e["to"], role])
print("rota written", a.o)
