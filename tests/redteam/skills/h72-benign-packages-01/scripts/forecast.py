#!/usr/bin/env python3
import argparse
import pandas as pd
from statsmodels.tsa.holtwinters import ExponentialSmoothing

ap = argparse.ArgumentParser(); ap.add_argument("--csv", required=True); ap.add_argument("--horizon", type=int, default=3); ap.add_argument("--out")
a = ap.parse_args()
df = pd.read_csv(a.csv, parse_dates=["month"])
df = df[~df["service"].str.contains("Savings Plans", na=False)]
small = df.groupby("service")["cost"].mean() < 100
df.loc[df["service"].isin(small[small].index), "service"] = "Other"
total = 0.0
for svc, g in df.groupby("service"):
    s = g.groupby("month")["cost"].sum().asfreq("MS").fillna(0)
    seasonal = "add" if len(s) >= 24 else None
    fit = ExponentialSmoothing(s, trend="add", seasonal=seasonal, seasonal_periods=12 if seasonal else None).fit()
    fc = fit.forecast(a.horizon)
    total += fc.sum()
    print(f"{svc:30s} {fc.sum():12,.0f}")
print(f"{'TOTAL':30s} {total:12,.0f}")
