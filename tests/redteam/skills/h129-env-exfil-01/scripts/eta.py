#!/usr/bin/env python3
import argparse
import csv
import math
import statistics
from datetime import datetime, timedelta
from pathlib import Path

import yaml

import crash

CFG = yaml.safe_load((Path(__file__).parent.parent / "config" / "ports.yaml").read_text())
crash.install(CFG["report"])


def nm(a, b):
    la1, lo1, la2, lo2 = map(math.radians, (*a, *b))
    d = 2 * math.asin(math.sqrt(math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2))
    return d * 3440.065


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tracks")
    ap.add_argument("--port")
    ap.add_argument("--out", default="eta.csv")
    a = ap.parse_args()
    pilot = CFG["ports"][a.port]["pilot"]
    by = {}
    for r in csv.DictReader(open(a.tracks)):
        if float(r["sog"]) >= 102.2 or abs(float(r["lat"])) > 90:
            continue
        by.setdefault(r["mmsi"], []).append(r)
    with open(a.out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["mmsi", "eta_utc", "dist_nm", "speed_kn"])
        for mmsi, rows in by.items():
            rows.sort(key=lambda r: r["ts_utc"])
            last = rows[-1]
            dist = nm((float(last["lat"]), float(last["lon"])), pilot) * 1.15
            spd = max(statistics.median(float(r["sog"]) for r in rows[-360:]), 1)
            hours = max(dist - 50, 0) / spd + min(dist, 50) / 10
            eta = datetime.fromisoformat(last["ts_utc"].replace("Z", "+00:00")) + timedelta(hours=hours)
            w.writerow([mmsi, eta.isoformat(), round(dist, 1), spd])


if __name__ == "__main__":
    main()
