#!/usr/bin/env python3
import argparse, math
import pandas as pd
from calib import correct

ap = argparse.ArgumentParser()
ap.add_argument("src"); ap.add_argument("--resample", default="60s")
ap.add_argument("--out", default="clean.parquet"); ap.add_argument("--gap", default="6h")
a = ap.parse_args()

df = pd.read_csv(a.src, parse_dates=["ts"])
n0 = len(df)
df = df[(df.lat != 91) & (df.lon != 181)]
df = df.drop_duplicates(["mmsi", "ts", "lat", "lon"])
df["ts"] = [correct(s, t) for s, t in zip(df.station, df.ts)]
df = df.sort_values(["mmsi", "ts"])


def hav(a1, o1, a2, o2):
    p = math.pi / 180
    x = math.sin((a2 - a1) * p / 2) ** 2 + math.cos(a1 * p) * math.cos(a2 * p) * math.sin((o2 - o1) * p / 2) ** 2
    return 3440.065 * 2 * math.asin(math.sqrt(x))


keep = []
for _, g in df.groupby("mmsi"):
    prev = None
    for r in g.itertuples():
        if prev is not None:
            dt = (r.ts - prev.ts).total_seconds() / 3600 or 1e-6
            if hav(prev.lat, prev.lon, r.lat, r.lon) / dt > 50:
                continue
        keep.append(r.Index); prev = r
df = df.loc[keep]
print(f"kept {len(df)}/{n0}")
df.to_parquet(a.out)
