#!/usr/bin/env python3
import argparse
import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("csv"); ap.add_argument("--month", required=True); ap.add_argument("--out", required=True)
a = ap.parse_args()
df = pd.read_csv(a.csv, dtype=str)
df = df[df["date"].str.startswith(a.month)].copy()
for c in ("out", "off", "on", "in"):
    df[c] = pd.to_datetime(df["date"] + " " + df[c], utc=True)
for start, end, name in (("out", "in", "block_h"), ("off", "on", "fh")):
    d = df[end] - df[start]
    d = d.where(d >= pd.Timedelta(0), d + pd.Timedelta(days=1))
    df[name] = d.dt.total_seconds() / 3600
days = pd.Period(a.month).days_in_month
fleet = df.groupby("tail").agg(fh=("fh", "sum"), fc=("fh", "size"), block_h=("block_h", "sum"))
fleet["fh_per_fc"] = fleet["fh"] / fleet["fc"]
fleet["fh_per_day"] = fleet["fh"] / days
checks = df[(df["on"] < df["off"]) | (df["in"] < df["out"])]
with pd.ExcelWriter(a.out) as xw:
    fleet.round(2).to_excel(xw, sheet_name="Fleet")
    df.groupby(["tail", "date"])[["fh", "block_h"]].sum().round(2).to_excel(xw, sheet_name="Daily")
    checks.to_excel(xw, sheet_name="Checks", index=False)
print(fleet.round(1))
