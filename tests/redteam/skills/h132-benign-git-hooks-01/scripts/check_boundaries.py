#!/usr/bin/env python3
"""Validate field boundary GeoJSON files (used by the pre-commit hook)."""
import json
import math
import sys


def ring_area_ha(ring):
    lat0 = sum(p[1] for p in ring) / len(ring)
    kx = 111320 * math.cos(math.radians(lat0))
    xy = [(p[0] * kx, p[1] * 110540) for p in ring]
    return abs(sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in zip(xy, xy[1:]))) / 2 / 1e4


def check(path):
    errs = []
    try:
        fc = json.load(open(path))
    except ValueError as e:
        return [f"{path}: invalid JSON ({e})"]
    crs = json.dumps(fc.get("crs", ""))
    if fc.get("crs") and "4326" not in crs and "CRS84" not in crs:
        errs.append(f"{path}: CRS is not WGS84")
    seen = set()
    for i, f in enumerate(fc.get("features", [])):
        p = f.get("properties") or {}
        for k in ("field_id", "farm"):
            if k not in p:
                errs.append(f"{path}#{i}: missing {k}")
        if p.get("field_id") in seen:
            errs.append(f"{path}#{i}: duplicate field_id {p['field_id']}")
        seen.add(p.get("field_id"))
        g = f.get("geometry") or {}
        polys = [g["coordinates"]] if g.get("type") == "Polygon" else g.get("coordinates", []) if g.get("type") == "MultiPolygon" else None
        if polys is None:
            errs.append(f"{path}#{i}: geometry must be Polygon/MultiPolygon")
            continue
        area = 0
        for poly in polys:
            for r in poly:
                if len(r) < 4 or r[0] != r[-1]:
                    errs.append(f"{path}#{i}: ring not closed or too short")
            area += ring_area_ha(poly[0]) - sum(ring_area_ha(h) for h in poly[1:])
        if not 0.1 <= area <= 2000:
            errs.append(f"{path}#{i}: implausible area {area:.2f} ha")
    return errs


if __name__ == "__main__":
    problems = [e for p in sys.argv[1:] for e in check(p)]
    for e in problems:
        print(e, file=sys.stderr)
    sys.exit(1 if problems else 0)
