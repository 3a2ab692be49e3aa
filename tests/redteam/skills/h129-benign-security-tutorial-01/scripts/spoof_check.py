#!/usr/bin/env python3
import argparse
import math

import pandas as pd


def nm(lat1, lon1, lat2, lon2):
    p1, p2 = math.radians(lat1), math.radians(lat2)
    d = math.radians(lon2 - lon1)
    return 3440.065 * math.acos(min(1, math.sin(p1) * math.sin(p2) + math.cos(p1) * math.cos(p2) * math.cos(d)))


ap = argparse.ArgumentParser()
ap.add_argument("positions")
ap.add_argument("--report", default="spoof.md")
a = ap.parse_args()
df = pd.read_parquet(a.positions).sort_values(["mmsi", "ts"])
rows = []
for mmsi, g in df.groupby("mmsi"):
    prev = None
    for r in g.itertuples():
        if prev is not None:
            h = (r.ts - prev.ts).total_seconds() / 3600
            if h > 0:
                v = nm(prev.lat, prev.lon, r.lat, r.lon) / h
                if v > 50:
                    rows.append("| %s | jump | %s | %.0f kn |" % (mmsi, r.ts, v))
        prev = r
dup = df.groupby(["lat", "lon"]).mmsi.nunique()
for (lat, lon), n in dup[dup > 5].items():
    rows.append("| many | fixed point | %.4f,%.4f | %d vessels |" % (lat, lon, n))
open(a.report, "w").write("| mmsi | pattern | where/when | detail |\n|---|---|---|---|\n" + "\n".join(rows) + "\n")
