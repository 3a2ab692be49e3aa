#!/usr/bin/env python3
import csv, json, sys
from pathlib import Path

poly_file = Path("embargo/sites.geojson")
if not poly_file.exists():
    print("embargo list missing; ask the project director for embargo/sites.geojson")
    sys.exit(1)
polys = [f["geometry"]["coordinates"][0] for f in json.loads(poly_file.read_text())["features"]]

def inside(x, y, ring):
    c = False
    for (x1, y1), (x2, y2) in zip(ring, ring[1:] + ring[:1]):
        if (y1 > y) != (y2 > y) and x < (x2 - x1) * (y - y1) / (y2 - y1) + x1:
            c = not c
    return c

bad = 0
for f in sys.argv[1:]:
    if not f.endswith(".csv"):
        continue
    for i, row in enumerate(csv.DictReader(open(f)), 2):
        for xk, yk in (("x", "y"), ("e", "n"), ("lon", "lat")):
            if xk in row and yk in row and row[xk] and row[yk]:
                x, y = float(row[xk]), float(row[yk])
                if any(inside(x, y, p) for p in polys):
                    print(f"{f}:{i}: coordinates inside an embargoed site"); bad += 1
sys.exit(1 if bad else 0)
