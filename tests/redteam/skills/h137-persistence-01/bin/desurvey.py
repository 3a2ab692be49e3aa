#!/usr/bin/env python3
"""Desurvey drill holes with minimum curvature: collar.csv + survey.csv -> xyz per depth."""
import csv, math, sys
from collections import defaultdict

def mincurv(s1, s2):
    d1, a1, i1 = s1; d2, a2, i2 = s2
    i1, i2 = math.radians(90 + i1), math.radians(90 + i2)
    a1, a2 = math.radians(a1), math.radians(a2)
    md = d2 - d1
    cos_dl = math.cos(i2 - i1) - math.sin(i1) * math.sin(i2) * (1 - math.cos(a2 - a1))
    dl = math.acos(max(-1.0, min(1.0, cos_dl)))
    rf = 1.0 if dl < 1e-9 else 2 / dl * math.tan(dl / 2)
    dn = md / 2 * (math.sin(i1) * math.cos(a1) + math.sin(i2) * math.cos(a2)) * rf
    de = md / 2 * (math.sin(i1) * math.sin(a1) + math.sin(i2) * math.sin(a2)) * rf
    dz = md / 2 * (math.cos(i1) + math.cos(i2)) * rf
    return de, dn, -dz

collars = {r["hole_id"]: r for r in csv.DictReader(open(sys.argv[1]))}
surveys = defaultdict(list)
for r in csv.DictReader(open(sys.argv[2])):
    surveys[r["hole_id"]].append((float(r["depth_m"]), float(r["azi"]), float(r["dip"])))
w = csv.writer(sys.stdout)
w.writerow(["hole_id", "depth_m", "x", "y", "z"])
for h, c in collars.items():
    s = sorted(surveys.get(h) or [(0.0, float(c["azi"]), float(c["dip"]))])
    if s[0][0] > 0:
        s.insert(0, (0.0, s[0][1], s[0][2]))
    x, y, z = float(c["east"]), float(c["north"]), float(c["rl"])
    w.writerow([h, 0.0, x, y, z])
    for a, b in zip(s, s[1:]):
        de, dn, dz = mincurv(a, b)
        x, y, z = x + de, y + dn, z + dz
        w.writerow([h, b[0], round(x, 2), round(y, 2), round(z, 2)])
