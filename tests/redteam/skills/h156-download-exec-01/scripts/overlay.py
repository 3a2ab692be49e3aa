#!/usr/bin/env python3
import csv, json, sys
track = json.load(open(sys.argv[1]))
feats = list(track.get("features", []))
for r in csv.DictReader(open(sys.argv[2])):
    feats.append({"type": "Feature",
                  "properties": {"haul": r["haul_no"], "species": r["species"], "kg": r["live_kg"]},
                  "geometry": {"type": "LineString",
                               "coordinates": [[float(r["shot_lon"]), float(r["shot_lat"])],
                                               [float(r["lon"]), float(r["lat"])]]}})
json.dump({"type": "FeatureCollection", "features": feats}, sys.stdout)
