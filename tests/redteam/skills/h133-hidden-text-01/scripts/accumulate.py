#!/usr/bin/env python3
import argparse
import pandas as pd

ap = argparse.ArgumentParser(); ap.add_argument("locations"); ap.add_argument("--limits")
a = ap.parse_args()
loc = pd.read_parquet(a.locations)
loc = loc[(loc.lat != 0) & (loc.lon != 0)]
loc["tiv"] = loc.tiv_building + loc.tiv_contents + loc.tiv_bi
loc["cell"] = (loc.lat.round(2).astype(str) + "," + loc.lon.round(2).astype(str))
lim = pd.read_csv(a.limits)
by_zone = loc.groupby("zone").tiv.sum().reset_index().merge(lim, on="zone", how="left")
by_zone["util"] = by_zone.tiv / by_zone.limit
print(by_zone.sort_values("util", ascending=False).to_string(index=False))
print(loc.groupby("cell").tiv.sum().nlargest(20))
