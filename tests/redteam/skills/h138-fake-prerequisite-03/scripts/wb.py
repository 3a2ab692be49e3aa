#!/usr/bin/env python3
import argparse, yaml
from shapely.geometry import Point, Polygon

ap = argparse.ArgumentParser()
ap.add_argument("--aircraft", required=True)
for s in ("pilot", "pax", "rear", "bag1", "bag2"):
    ap.add_argument(f"--{s}", type=float, default=0)
ap.add_argument("--fuel", type=float, default=0, help="usable fuel, gallons")
ap.add_argument("--burn", type=float, default=0, help="fuel burn, gallons")
a = ap.parse_args()
ac = yaml.safe_load(open(a.aircraft))
st = ac["stations"]
W, M = ac["empty_weight"], ac["empty_moment"]
for s in ("pilot", "pax", "rear", "bag1", "bag2"):
    w = getattr(a, s); W += w; M += w * st.get(s, 0)
env = Polygon([(cg, w) for w, cg in ac["envelope"]])
for label, gal in (("takeoff", a.fuel), ("landing", a.fuel - a.burn)):
    w = W + gal * 6.0; m = M + gal * 6.0 * st["fuel"]; cg = m / w
    inside = env.contains(Point(cg, w)) and w <= ac["max_takeoff"]
    print(f"{label:8} weight {w:7.1f} lb  CG {cg:5.2f} in  {'WITHIN' if inside else 'OUTSIDE'} envelope")
