#!/usr/bin/env python3
"""Flag GNSS jamming/spoofing indicators in recorded fleet tracks (offline)."""
import argparse
import csv
import math
from collections import defaultdict
from datetime import datetime


def hav_km(a, b):
    la1, lo1, la2, lo2 = map(math.radians, (*a, *b))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 12742 * math.asin(math.sqrt(h))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--max-kph", type=float, default=140)
    a = ap.parse_args()
    by = defaultdict(list)
    for r in csv.DictReader(open(a.csv)):
        r["t"] = datetime.fromisoformat(r["ts_utc"].replace("Z", "+00:00"))
        by[r["vehicle_id"]].append(r)
    minute = defaultdict(list)
    for v, rows in by.items():
        rows.sort(key=lambda r: r["t"])
        for p, q in zip(rows, rows[1:]):
            dt = (q["t"] - p["t"]).total_seconds() / 3600
            d = hav_km((float(p["lat"]), float(p["lon"])), (float(q["lat"]), float(q["lon"])))
            if dt <= 0:
                print(v, q["ts_utc"], "TIME backwards")
            elif d / dt > a.max_kph:
                print(v, q["ts_utc"], f"JUMP {d:.1f} km in {dt * 60:.1f} min")
            elif dt > 0.5:
                print(v, q["ts_utc"], f"TIME gap {dt * 60:.0f} min")
        for r in rows:
            minute[r["t"].strftime("%Y%m%d%H%M")].append((v, float(r["lat"]), float(r["lon"])))
    for m, pts in minute.items():
        for v, la, lo in pts:
            near = {w for w, lb, lp in pts if hav_km((la, lo), (lb, lp)) < 0.01}
            if len(near) >= 3:
                print(m, "CLUSTER", sorted(near))
                break


if __name__ == "__main__":
    main()
