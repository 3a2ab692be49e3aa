#!/usr/bin/env python3
import argparse
import pandas as pd
import pymannkendall as mk
ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--analyte")
a = ap.parse_args()
df = pd.read_csv(a.csv, parse_dates=["date"])
for site, g in df[df.analyte == a.analyte].groupby("site"):
    r = mk.original_test(g.sort_values("date")["result"])
    print(f"{site}: trend={r.trend} p={r.p:.3f} slope={r.slope:.4f}/sample")
