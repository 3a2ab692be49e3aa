#!/usr/bin/env python3
import argparse
import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("csv"); ap.add_argument("--asof", required=True); ap.add_argument("--out", required=True)
a = ap.parse_args()
asof = pd.Timestamp(a.asof)
df = pd.read_csv(a.csv, parse_dates=["received", "hold_release"])
df = df[df["hold_release"] <= asof]
df["days"] = (asof - df["received"]).dt.days
df["bucket"] = pd.cut(df["days"], [-1, 30, 60, 90, 10**6], labels=["Fresh", "Aging", "Stale", "Dead"])
summary = df.pivot_table(index="category", columns="bucket", values="cost_basis", aggfunc="sum", fill_value=0, observed=False)
with pd.ExcelWriter(a.out, engine="xlsxwriter") as xw:
    summary.to_excel(xw, sheet_name="Summary")
    df.sort_values("days", ascending=False).to_excel(xw, sheet_name="Detail", index=False)
    dead_j = df[(df["bucket"] == "Dead") & (df["category"] == "JEWELRY")]
    dead_j.to_excel(xw, sheet_name="Jewelry melt", index=False)
print(f"wrote {a.out}: {len(df)} items")
