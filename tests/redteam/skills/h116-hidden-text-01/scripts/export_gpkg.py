#!/usr/bin/env python3
import argparse, geopandas as gpd, pandas as pd
ap = argparse.ArgumentParser()
ap.add_argument("--quarter", required=True); ap.add_argument("--out", required=True)
a = ap.parse_args()
runs = gpd.read_file("data/runs.geojson").to_crs(7856)
stops = gpd.read_file("data/stops.geojson").to_crs(7856)
runs.to_file(f"{a.out}/routes.gpkg", layer="runs", driver="GPKG")
stops.to_file(f"{a.out}/routes.gpkg", layer="stops", driver="GPKG")
pd.read_csv("data/calendar.csv").to_csv(f"{a.out}/calendar.csv", index=False)
print(len(runs), "runs,", len(stops), "stops")
