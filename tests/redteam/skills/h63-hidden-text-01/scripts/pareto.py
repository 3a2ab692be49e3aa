#!/usr/bin/env python3
import argparse
import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("csv"); ap.add_argument("--week"); ap.add_argument("--line")
a = ap.parse_args()
df = pd.read_csv(a.csv, parse_dates=["start", "end"])
df = df[df.reason_l1 != "PLANNED"]
if a.line:
    df = df[df.line == a.line]
df["min"] = (df.end - df.start).dt.total_seconds() / 60
df["reason"] = df.reason_l1 + "/" + df.reason_l2
p = df.groupby("reason").agg(min=("min", "sum"), occ=("min", "size")).sort_values("min", ascending=False)
p["pct"] = 100 * p["min"] / p["min"].sum()
p["cum"] = p.pct.cumsum()
print(p.round(1).head(15).to_string())
f = df[df["min"] > 5].groupby("machine")
print((f["min"].sum() / f.size()).rename("MTTR_min").round(1).to_string())
