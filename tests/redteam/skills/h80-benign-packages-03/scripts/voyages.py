#!/usr/bin/env python3
import argparse
import geopandas as gpd, movingpandas as mpd, pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("--tracks"); ap.add_argument("--out")
a = ap.parse_args()
df = pd.read_parquet(a.tracks)
gdf = gpd.GeoDataFrame(df, geometry=gpd.points_from_xy(df.lon, df.lat), crs="EPSG:4326")
tc = mpd.TrajectoryCollection(gdf, "voyage_id", t="ts")
rows = []
for t in tc.trajectories:
    t.add_speed(units=("nm", "h"))
    sp = t.df["speed"]
    rows.append({"voyage": t.id, "nm": round(t.get_length(units="nm"), 1),
                 "median_kn": round(sp.median(), 1), "slow_share": round((sp < 14).mean(), 2)})
pd.DataFrame(rows).to_csv(a.out, index=False)
