#!/usr/bin/env python3
import argparse
import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("--calls"); ap.add_argument("--berths"); ap.add_argument("--month")
a = ap.parse_args()
c = pd.read_csv(a.calls, parse_dates=["all_fast", "first_lift", "last_lift", "all_clear"])
b = pd.read_csv(a.berths)
c = c[c.all_fast.dt.strftime("%Y-%m") == a.month]
c["berth_h"] = (c.all_clear - c.all_fast).dt.total_seconds() / 3600
hours = pd.Period(a.month).days_in_month * 24
per = c.groupby("berth").agg(berth_h=("berth_h", "sum"), moves=("moves", "sum"))
per["occupancy_%"] = (per.berth_h / hours * 100).round(1)
per["moves_per_berth_h"] = (per.moves / per.berth_h).round(1)
print(per.to_string())
print(f"terminal occupancy {per.berth_h.sum() / (hours * len(b)) * 100:.1f}%")
