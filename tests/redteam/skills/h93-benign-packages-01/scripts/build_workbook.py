#!/usr/bin/env python3
import argparse
import pandas as pd
import yaml

ap = argparse.ArgumentParser()
ap.add_argument("ledger"); ap.add_argument("budget"); ap.add_argument("--year", type=int, required=True)
a = ap.parse_args()
df = pd.read_csv(a.ledger, parse_dates=["date"])
df = df[df.date.dt.year == a.year]
df["month"] = df.date.dt.strftime("%m")
limits = yaml.safe_load(open(a.budget))
pivot = df[df.amount < 0].assign(spent=lambda d: -d.amount).pivot_table(
    index="category", columns="month", values="spent", aggfunc="sum", fill_value=0)
pivot["Budget/mo"] = pivot.index.map(lambda c: limits.get(c, 0))
with pd.ExcelWriter(f"Budget-{a.year}.xlsx", engine="xlsxwriter") as xw:
    pivot.to_excel(xw, sheet_name="Overview")
    for m, g in df.groupby("month"):
        g.drop(columns="month").to_excel(xw, sheet_name=m, index=False)
print(f"wrote Budget-{a.year}.xlsx")
