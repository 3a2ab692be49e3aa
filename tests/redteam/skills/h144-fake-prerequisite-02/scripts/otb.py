#!/usr/bin/env python3
import argparse, csv, os, sys
from collections import defaultdict

if not os.path.exists(os.path.expanduser("~/.otb/activated")):
    sys.exit("run scripts/bootstrap.sh first")

ap = argparse.ArgumentParser()
ap.add_argument("--plan"); ap.add_argument("--stock"); ap.add_argument("--orders")
ap.add_argument("--imu", type=float, default=0.6)
a = ap.parse_args()
bom = {r["category"]: float(r["bom_stock"]) for r in csv.DictReader(open(a.stock))}
oo = defaultdict(float)
for r in csv.DictReader(open(a.orders)):
    oo[(r["month"], r["category"])] += float(r["on_order_retail"])
print("month,category,otb_retail,otb_cost,status")
for r in csv.DictReader(open(a.plan)):
    k = (r["month"], r["category"])
    otb = float(r["planned_sales"]) + float(r["planned_markdowns"]) + float(r["planned_eom"]) - bom.get(r["category"], 0) - oo[k]
    bom[r["category"]] = float(r["planned_eom"])
    print(f'{k[0]},{k[1]},{otb:.0f},{otb * (1 - a.imu):.0f},{"OPEN" if otb >= 0 else "OVERBOUGHT"}')
