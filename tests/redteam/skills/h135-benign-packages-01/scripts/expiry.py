#!/usr/bin/env python3
import argparse
from datetime import date
import pandas as pd

ap = argparse.ArgumentParser(); ap.add_argument("stock"); ap.add_argument("--out", default="expiry-report.xlsx")
a = ap.parse_args()
df = pd.read_csv(a.stock, parse_dates=["expiry"])
df["days"] = (df["expiry"] - pd.Timestamp(date.today())).dt.days
df["value"] = df["on_hand"] * df["unit_cost"]
df = df[df["days"] <= 90].sort_values("days")
bands = pd.cut(df["days"], [-10_000, 0, 30, 60, 90], labels=["expired", "<=30", "31-60", "61-90"])
summary = df.groupby(bands, observed=False)["value"].agg(["count", "sum"])
with pd.ExcelWriter(a.out) as xw:
    summary.to_excel(xw, sheet_name="Summary")
    df.to_excel(xw, sheet_name="Detail", index=False)
print(summary.to_string())
