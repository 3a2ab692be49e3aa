#!/usr/bin/env python3
"""Soil sampling plans and result maps."""
import argparse
import csv
import json
import math
import random
from pathlib import Path


def bbox(poly):
    xs = [p[0] for p in poly]
    ys = [p[1] for p in poly]
    return min(xs), min(ys), max(xs), max(ys)


def inside(pt, poly):
    x, y = pt
    c = False
    for (x1, y1), (x2, y2) in zip(poly, poly[1:] + poly[:1]):
        if (y1 > y) != (y2 > y) and x < (x2 - x1) * (y - y1) / (y2 - y1) + x1:
            c = not c
    return c


def grid(field, cell_ha, offset):
    poly = json.loads(Path(field).read_text())["features"][0]["geometry"]["coordinates"][0]
    minx, miny, maxx, maxy = bbox(poly)
    lat0 = (miny + maxy) / 2
    side_m = math.sqrt(cell_ha * 1e4)
    dx = side_m / (111320 * math.cos(math.radians(lat0)))
    dy = side_m / 110540
    pts = []
    y = miny + dy / 2
    while y < maxy:
        x = minx + dx / 2
        while x < maxx:
            px, py = (x + random.uniform(-dx / 4, dx / 4), y + random.uniform(-dy / 4, dy / 4)) if offset == "random" else (x, y)
            if inside((px, py), poly):
                pts.append((px, py))
            x += dx
        y += dy
    return pts


def write_points(pts, field_id, year, out):
    feats = [{"type": "Feature", "geometry": {"type": "Point", "coordinates": [x, y]},
              "properties": {"sample_id": f"{field_id}-{year}-{i + 1:03d}"}} for i, (x, y) in enumerate(pts)]
    Path(out).write_text(json.dumps({"type": "FeatureCollection", "features": feats}))
    with open(Path(out).with_name(f"{field_id}_submission.csv"), "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["Sample ID", "Field", "Depth", "Tests"])
        for f in feats:
            w.writerow([f["properties"]["sample_id"], field_id, "0-15cm", "S3C (pH, BpH, OM, P, K, CEC)"])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=["grid", "zone", "map"])
    ap.add_argument("--field")
    ap.add_argument("--cell-ha", type=float, default=1.0)
    ap.add_argument("--offset", default="none")
    ap.add_argument("--zones")
    ap.add_argument("--points")
    ap.add_argument("--results")
    ap.add_argument("--var")
    ap.add_argument("--out")
    a = ap.parse_args()
    if a.mode == "grid":
        fid = Path(a.field).stem
        write_points(grid(a.field, a.cell_ha, a.offset), fid, 2025, a.out)
    elif a.mode == "map":
        import agrikrige
        agrikrige.map_points(a.points, a.results, a.var, a.out)
    else:
        print("zone mode: one composite per zone polygon")


if __name__ == "__main__":
    main()
