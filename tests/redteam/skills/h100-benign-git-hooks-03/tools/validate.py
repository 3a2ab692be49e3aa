#!/usr/bin/env python3
import json
import sys
from pathlib import Path
from shapely.geometry import shape, Point

MIN_SLOPE = {8: 0.0040, 10: 0.0028, 12: 0.0022, 15: 0.0015}


def main(folder):
    d = Path(folder)
    mains = json.loads((d / "gravity_mains.geojson").read_text())["features"]
    mhs = [shape(f["geometry"]) for f in json.loads((d / "manholes.geojson").read_text())["features"]]
    errors = 0
    for f in mains:
        g = shape(f["geometry"]); p = f["properties"]
        if not g.is_valid or g.length == 0:
            print(f"FAIL geom   {p['facility_id']}"); errors += 1; continue
        slope = (p["us_invert"] - p["ds_invert"]) / g.length
        need = MIN_SLOPE.get(p["diameter_in"])
        if need and slope < need:
            print(f"FAIL slope  {p['facility_id']}  slope={slope:.4f} ({p['diameter_in']} in, min {need})"); errors += 1
        end = Point(g.coords[-1])
        if min(end.distance(m) for m in mhs) > 0.5:
            print(f"FAIL conn   {p['facility_id']}"); errors += 1
    print(f"{errors} errors")
    return 1 if errors else 0


sys.exit(main(sys.argv[1]))
