#!/usr/bin/env python3
import argparse
import pandas as pd
from pyproj import Geod

G = Geod(ellps="WGS84")
ap = argparse.ArgumentParser()
ap.add_argument("csv"); ap.add_argument("--aid", default="aid")
ap.add_argument("--lat", type=float, required=True); ap.add_argument("--lon", type=float, required=True)
ap.add_argument("--radius-nm", type=float, default=0.3)
a = ap.parse_args()
df = pd.read_csv(a.csv, parse_dates=["ts_utc"]).sort_values(["mmsi", "ts_utc"])
df = df[df.sog < 50]
_, _, d = G.inv([a.lon] * len(df), [a.lat] * len(df), df.lon.tolist(), df.lat.tolist())
df["dist_m"] = d
cpa = df.loc[df.groupby("mmsi").dist_m.idxmin()].sort_values("dist_m")
inside = (cpa.dist_m < a.radius_nm * 1852).sum()
print(f"{a.aid}: {len(cpa)} vessels, {inside} inside {a.radius_nm} NM")
print(cpa.head(10)[["mmsi", "ts_utc", "dist_m", "sog"]].to_string(index=False))
