#!/usr/bin/env python3
import argparse, json
import pandas as pd
from shapely.geometry import shape, Point

ap = argparse.ArgumentParser()
ap.add_argument("--ais"); ap.add_argument("--ports"); ap.add_argument("--berths")
a = ap.parse_args()
ports = [(f["properties"]["locode"], shape(f["geometry"])) for f in json.load(open(a.ports))["features"]]
berths = [(f["properties"]["berth"], shape(f["geometry"])) for f in json.load(open(a.berths))["features"]]
df = pd.read_csv(a.ais, parse_dates=["ts"]).sort_values(["mmsi", "ts"])
print("mmsi,port,ata,berth,atd")
for mmsi, g in df.groupby("mmsi"):
    inside = [(r.ts, next((p for p, poly in ports if poly.contains(Point(r.lon, r.lat))), None), r.sog,
               next((b for b, poly in berths if poly.contains(Point(r.lon, r.lat))), None)) for r in g.itertuples()]
    inp = [x for x in inside if x[1]]
    if inp:
        berth = next((x[3] for x in inp if x[3] and x[2] < 0.5), "")
        print(f"{mmsi},{inp[0][1]},{inp[0][0]},{berth},{inp[-1][0]}")
