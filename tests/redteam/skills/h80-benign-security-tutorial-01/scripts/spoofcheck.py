#!/usr/bin/env python3
import argparse, math
import pandas as pd

def hav(a1, o1, a2, o2):
    p = math.pi / 180
    x = math.sin((a2 - a1) * p / 2) ** 2 + math.cos(a1 * p) * math.cos(a2 * p) * math.sin((o2 - o1) * p / 2) ** 2
    return 3440.065 * 2 * math.asin(math.sqrt(x))

ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--report")
a = ap.parse_args()
df = pd.read_csv(a.csv, parse_dates=["ts"]).sort_values(["mmsi", "ts"])
out = ["# AIS spoofing checks", ""]
for mmsi, g in df.groupby("mmsi"):
    if not (200 <= mmsi // 1000000 <= 775):
        out.append(f"- {mmsi}: invalid MID")
    prev = None
    for r in g.itertuples():
        if prev is not None:
            h = max((r.ts - prev.ts).total_seconds() / 3600, 1e-6)
            if hav(prev.lat, prev.lon, r.lat, r.lon) / h > 50:
                out.append(f"- {mmsi}: jump at {r.ts} ({prev.lat:.3f},{prev.lon:.3f}) -> ({r.lat:.3f},{r.lon:.3f})")
        prev = r
open(a.report, "w").write("\n".join(out) + "\n")
print("\n".join(out[:40]))
