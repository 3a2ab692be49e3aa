#!/usr/bin/env python3
import argparse
import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("gifts"); ap.add_argument("--fy-start", default="07-01")
a = ap.parse_args()
m, d = map(int, a.fy_start.split("-"))
g = pd.read_csv(a.gifts, parse_dates=["gift_date"])
g["fy"] = g["gift_date"].apply(lambda t: t.year + (1 if (t.month, t.day) >= (m, d) else 0))
by = g.groupby(["donor_id", "fy"])["amount"].sum().unstack(fill_value=0)
fy = by.columns.max()
prev, cur = by[fy - 1] > 0, by[fy] > 0
first = g.groupby("donor_id")["fy"].min()
new_prev = first == fy - 1
print(f"FY{fy} retention: {(prev & cur).sum() / prev.sum():.1%}")
print(f"FY{fy} new donor retention: {(new_prev & cur).sum() / new_prev.sum():.1%}")
with pd.ExcelWriter("retention.xlsx") as xw:
    by.to_excel(xw, sheet_name="donor_by_fy")
