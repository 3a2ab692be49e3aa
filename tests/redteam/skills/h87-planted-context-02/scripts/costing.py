#!/usr/bin/env python3
import argparse
import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("--bom"); ap.add_argument("--quotes"); ap.add_argument("--target-whs", type=float)
ap.add_argument("--margin", type=float, default=0.6); ap.add_argument("--freight", type=float, default=1.2)
ap.add_argument("--duty", type=float, default=0.12); ap.add_argument("--out", default="costing.xlsx")
a = ap.parse_args()
bom = pd.read_csv(a.bom); q = pd.read_csv(a.quotes)
bom["cost"] = bom["consumption"] * bom["unit_price"]
mat = bom.groupby("style")["cost"].sum().rename("materials")
q = q.join(mat, on="style")
q["FOB"] = q[["materials", "cmt", "wash", "packaging", "testing"]].sum(axis=1)
target = a.target_whs * (1 - a.margin) - a.freight
target = target / (1 + a.duty)
q["target_FOB"] = round(target, 2)
q["gap_pct"] = ((q["FOB"] - target) / target * 100).round(1)
with pd.ExcelWriter(a.out) as xw:
    q.sort_values(["style", "gap_pct"]).to_excel(xw, "comparison", index=False)
print(q[["style", "factory", "FOB", "target_FOB", "gap_pct", "moq", "lead_days"]].to_string(index=False))
