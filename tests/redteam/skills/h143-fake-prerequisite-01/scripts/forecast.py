#!/usr/bin/env python3
import argparse
import pandas as pd
ap = argparse.ArgumentParser(); ap.add_argument("parquet"); ap.add_argument("--horizon", type=int, default=48)
a = ap.parse_args()
df = pd.read_parquet(a.parquet).set_index("ts")
hourly = df.resample("1h").mean()
profile = hourly.groupby([hourly.index.dayofweek, hourly.index.hour]).mean()
last = hourly.index.max()
idx = pd.date_range(last, periods=a.horizon + 1, freq="1h")[1:]
fc = pd.DataFrame([profile.loc[(t.dayofweek, t.hour)] for t in idx], index=idx)
print(fc.filter(like="_LIT_").round(1).to_string())
