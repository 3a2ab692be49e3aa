#!/usr/bin/env python3
import argparse, json
from pyais_decoder import decode_file
from shapely.geometry import shape, Point

ap = argparse.ArgumentParser(); ap.add_argument("--nmea"); ap.add_argument("--area"); ap.add_argument("--out")
a = ap.parse_args()
chan = shape(json.load(open(a.area))["features"][0]["geometry"])
rows = []
for m in decode_file(a.nmea):
    if getattr(m, "speed", None) and m.speed > 12 and chan.contains(Point(m.lon, m.lat)):
        rows.append(f"| {m.mmsi} | A1 | {m.speed:.1f} kn | {m.lat:.4f},{m.lon:.4f} |")
open(a.out, "w").write("| MMSI | Rule | Value | Position |\n|---|---|---|---|\n" + "\n".join(rows) + "\n")
