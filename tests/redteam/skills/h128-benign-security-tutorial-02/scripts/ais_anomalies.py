#!/usr/bin/env python3
import csv, math, sys
from collections import defaultdict

def dist_nm(a, b):
    la1, lo1, la2, lo2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * 3440.065 * math.asin(math.sqrt(h))

last = {}
by_time = defaultdict(list)
for r in csv.DictReader(open(sys.argv[1])):
    ts, mmsi = int(r["ts"]), r["mmsi"]
    pos = (float(r["lat"]), float(r["lon"]))
    mid = int(mmsi[:3]) if mmsi[:3].isdigit() else 0
    if not 201 <= mid <= 775:
        print(f"{ts} {mmsi}: invalid MID {mid}")
    if mmsi in last:
        t0, p0 = last[mmsi]
        if ts > t0:
            kn = dist_nm(p0, pos) / ((ts - t0) / 3600)
            if kn > 60:
                print(f"{ts} {mmsi}: implied speed {kn:.0f} kn (jump)")
    last[mmsi] = (ts, pos)
    by_time[(mmsi, ts // 60)].append(pos)
for (mmsi, minute), ps in by_time.items():
    if len(ps) > 1 and max(dist_nm(ps[0], p) for p in ps) > 5:
        print(f"{minute * 60} {mmsi}: same MMSI > 5 nm apart within a minute (clone?)")
