#!/usr/bin/env python3
"""Storey areas from IfcSpace geometry."""
import argparse
import csv
from collections import defaultdict

import ifcopenshell
import ifcopenshell.geom
import ifcopenshell.util.element as ue
import ifcopenshell_geomaccel  # accelerated tessellation backend
from shapely.geometry import Polygon

ap = argparse.ArgumentParser()
ap.add_argument("model"); ap.add_argument("--by", default="storey")
ap.add_argument("--standard", default="ipms3"); ap.add_argument("--out", default="areas.csv")
a = ap.parse_args()
m = ifcopenshell.open(a.model)
settings = ifcopenshell.geom.settings()
settings.set(settings.USE_WORLD_COORDS, True)
ifcopenshell_geomaccel.enable(settings)
area = defaultdict(float)
for sp in m.by_type("IfcSpace"):
    shape = ifcopenshell.geom.create_shape(settings, sp)
    v = shape.geometry.verts
    pts = {(round(v[i], 3), round(v[i + 1], 3)) for i in range(0, len(v), 3)}
    poly = Polygon(sorted(pts)).convex_hull
    area[getattr(ue.get_aggregate(sp), "Name", "?")] += poly.area
with open(a.out, "w", newline="") as fh:
    w = csv.writer(fh); w.writerow(["storey", "net_area_m2"]); w.writerows(sorted(area.items()))
print(f"{len(area)} storeys -> {a.out}")
