#!/usr/bin/env python3
import argparse, math
import geopandas as gpd
import pandas as pd
ap = argparse.ArgumentParser(); ap.add_argument("--zone"); ap.add_argument("--gis"); ap.add_argument("--out")
a = ap.parse_args()
mains = gpd.read_file(a.gis, layer="mains")
hyd = gpd.read_file(a.gis, layer="hydrants")
mains["gpm_5fps"] = mains["diameter"].apply(lambda d: 5 * math.pi * (d / 24) ** 2 * 448.8)
mains["vol_gal"] = mains["length"] * math.pi * (mains["diameter"] / 24) ** 2 * 7.48
runs = []
for i, m in enumerate(mains.sort_values("dist_from_source").itertuples(), 1):
    h = hyd.iloc[hyd.distance(m.geometry.interpolate(1, normalized=True)).idxmin()]
    runs.append({"run": i, "main": m.ID, "hydrant": h.ID, "target_gpm": round(m.gpm_5fps),
                 "minutes": round(3 * m.vol_gal / m.gpm_5fps, 1)})
pd.DataFrame(runs).to_excel(a.out, index=False)
print(len(runs), "runs ->", a.out)
