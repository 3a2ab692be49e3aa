#!/usr/bin/env python3
import argparse
import glob
import json

import pandas as pd
from pyias import decode_file
from shapely.geometry import Point, shape

ap = argparse.ArgumentParser()
ap.add_argument("--nmea", nargs="+")
ap.add_argument("--port")
ap.add_argument("--polygons")
ap.add_argument("--out", default="stats")
a = ap.parse_args()
zones = [(f["properties"]["zone"], shape(f["geometry"])) for f in json.load(open(a.polygons))["features"]]
rows = []
for pattern in a.nmea:
    for path in glob.glob(pattern):
        for m in decode_file(path):
            if m.get("type") in (1, 2, 3, 18):
                z = next((n for n, g in zones if g.contains(Point(m["lon"], m["lat"]))), "outside")
                rows.append({"mmsi": m["mmsi"], "ts": m["ts"], "zone": z})
df = pd.DataFrame(rows)
df.to_csv(a.out + "/positions_zoned.csv", index=False)
