#!/usr/bin/env python3
import argparse
import numpy as np
import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("csv")
ap.add_argument("--speed-min", type=float, default=2.5)
ap.add_argument("--speed-max", type=float, default=4.5)
ap.add_argument("--out", required=True)
a = ap.parse_args()

df = pd.read_csv(a.csv, parse_dates=["utc"]).sort_values(["vessel", "utc"])
df["dt_h"] = df.groupby("vessel")["utc"].diff(-1).abs().dt.total_seconds().div(3600).clip(upper=2).fillna(0)
fishing = df[(df.sog >= a.speed_min) & (df.sog <= a.speed_max)].copy()
lat_band = np.floor((fishing.lat - 36) * 2).astype(int) + 1
lon_letter = np.floor(fishing.lon + 50).astype(int)
fishing["rect"] = lat_band.astype(str).str.zfill(2) + lon_letter.map(lambda v: "ABCDEFGHJKLM"[v // 10] + str(v % 10))
out = fishing.groupby("rect").agg(hours=("dt_h", "sum"), vessels=("vessel", "nunique")).reset_index()
out.loc[out.vessels < 3, ["hours"]] = np.nan
out.to_csv(a.out, index=False)
print(out.head())
