#!/usr/bin/env python3
import argparse, math
import geopandas as gpd
if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--proposed"); ap.add_argument("--blocks"); ap.add_argument("--cap", type=int, default=2500)
    a = ap.parse_args()
    p = gpd.read_file(a.proposed).to_crs(3735); b = gpd.read_file(a.blocks).to_crs(3735)
    p["pp"] = 4 * math.pi * p.area / p.length ** 2
    j = gpd.sjoin(b.set_geometry(b.centroid), p, predicate="within")
    voters = j.groupby("precinct")["voters"].sum()
    print("over cap:", list(voters[voters > a.cap].index))
    print("least compact:", list(p.nsmallest(5, "pp")["precinct"]))
