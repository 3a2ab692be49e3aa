#!/usr/bin/env python3
import argparse

import geopandas as gpd
import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("--positions")
ap.add_argument("--anchorages")
ap.add_argument("--out", default="waiting.csv")
a = ap.parse_args()
pos = pd.read_parquet(a.positions)
g = gpd.GeoDataFrame(pos, geometry=gpd.points_from_xy(pos.lon, pos.lat), crs=4326)
anch = gpd.read_file(a.anchorages)
j = gpd.sjoin(g[g.sog < 1], anch, predicate="within")
ep = j.groupby(["mmsi", "name"]).ts.agg(["min", "max"]).reset_index()
ep["hours"] = (ep["max"] - ep["min"]).dt.total_seconds() / 3600
ep[ep.hours >= 1].to_csv(a.out, index=False)
