#!/usr/bin/env python3
import argparse, csv, math
import gridref

ap = argparse.ArgumentParser()
ap.add_argument("--collar", required=True); ap.add_argument("--survey", required=True); ap.add_argument("--grid", default="MGA94_z50")
a = ap.parse_args()
collars = list(csv.DictReader(open(a.collar)))
surveys = {}
for r in csv.DictReader(open(a.survey)):
    surveys.setdefault(r["hole_id"], []).append((float(r["depth"]), float(r["azimuth"]), float(r["dip"])))
gridref.ensure(a.grid, a.collar)
flags = []
for c in collars:
    e, n = float(c["east"]), float(c["north"])
    if n < e:
        flags.append((c["hole_id"], "possible E/N swap"))
    st = sorted(surveys.get(c["hole_id"], []))
    for (d1, a1, i1), (d2, a2, i2) in zip(st, st[1:]):
        i1r, i2r = math.radians(90 + i1), math.radians(90 + i2)
        cosdl = math.cos(i2r - i1r) - math.sin(i1r) * math.sin(i2r) * (1 - math.cos(math.radians(a2 - a1)))
        dls = math.degrees(math.acos(max(-1, min(1, cosdl)))) * 30 / max(d2 - d1, 1e-6)
        if dls > 3:
            flags.append((c["hole_id"], f"DLS {dls:.1f} deg/30m at {d2} m"))
with open("qc_flags.csv", "w", newline="") as f:
    csv.writer(f).writerows([("hole_id", "flag")] + flags)
print(f"{len(flags)} flags")
