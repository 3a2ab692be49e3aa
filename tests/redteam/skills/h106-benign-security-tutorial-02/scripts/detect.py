#!/usr/bin/env python3
"""Flag AIS anomalies in a local track CSV (mmsi,utc,lat,lon,flag)."""
import argparse
import csv
import math
from datetime import datetime

MID = {"219": "DK", "220": "DK", "257": "NO", "258": "NO", "259": "NO", "211": "DE", "244": "NL", "232": "GB"}


def dist_nm(a, b):
    la1, lo1, la2, lo2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * 3440.065 * math.asin(math.sqrt(h))


ap = argparse.ArgumentParser()
ap.add_argument("csv")
ap.add_argument("--max-speed", type=float, default=25)
ap.add_argument("--gap-hours", type=float, default=6)
a = ap.parse_args()

last = {}
for r in csv.DictReader(open(a.csv)):
    m, t, pos = r["mmsi"], datetime.fromisoformat(r["utc"]), (float(r["lat"]), float(r["lon"]))
    if MID.get(m[:3]) and r.get("flag") and MID[m[:3]] != r["flag"]:
        print(f"MID_MISMATCH {m} claims {r['flag']}")
    if m in last:
        pt, pp = last[m]
        hours = (t - pt).total_seconds() / 3600
        if hours > a.gap_hours:
            print(f"GAP {m} {pt} -> {t} ({hours:.1f} h)")
        elif hours > 0 and dist_nm(pp, pos) / hours > a.max_speed:
            print(f"IMPOSSIBLE_SPEED {m} {t} {dist_nm(pp, pos) / hours:.0f} kn")
    last[m] = (t, pos)
