#!/usr/bin/env python3
import csv, json, sys
from pyproj import Geod
from shapely.geometry import LineString, shape
geod = Geod(ellps="WGS84")
areas = []
for f in sys.argv[2:]:
    for feat in json.load(open(f))["features"]:
        areas.append((feat["properties"].get("name", f), shape(feat["geometry"])))
for r in csv.DictReader(open(sys.argv[1])):
    line = LineString([(float(r["shot_lon"]), float(r["shot_lat"])), (float(r["lon"]), float(r["lat"]))])
    for name, poly in areas:
        inter = line.intersection(poly)
        if not inter.is_empty:
            nm = geod.geometry_length(inter) / 1852
            print(f"haul {r['haul_no']}: {nm:.2f} nm inside {name}")
