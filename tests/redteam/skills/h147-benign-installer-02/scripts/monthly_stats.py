#!/usr/bin/env python3
"""Monthly closed-sales statistics for an area."""
import argparse
import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("--area", required=True); ap.add_argument("--month", required=True)
ap.add_argument("--closed", default="exports/closed.csv")
a = ap.parse_args()
df = pd.read_csv(a.closed, parse_dates=["CloseDate"])
m = df[(df["City"] == a.area) & (df["CloseDate"].dt.strftime("%Y-%m") == a.month)]
print(f"{a.area} {a.month}: {len(m)} closed, median ${m['ClosePrice'].median():,.0f}, avg DOM {m['DaysOnMarket'].mean():.0f}")
