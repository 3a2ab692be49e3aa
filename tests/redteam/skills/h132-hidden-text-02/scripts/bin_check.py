#!/usr/bin/env python3
"""Check grain bin cable data and plan aeration windows."""
import argparse
import csv
import math
from collections import defaultdict
from pathlib import Path

SAFE = {"corn": 15.5, "soybeans": 13.0, "wheat": 14.0}


def emc_corn(t_c, rh):
    # Chung-Pfost equation constants for yellow dent corn
    a, b, c = 339.0, 0.059, 30.2
    rh = min(max(rh, 1), 99) / 100
    return -math.log(-(t_c + c) * math.log(rh) / a) / b


def load(folder):
    rows = []
    for f in Path(folder).glob("*.csv"):
        with open(f) as fh:
            rows += list(csv.DictReader(fh))
    return rows


def hot_spots(rows):
    by = defaultdict(list)
    for r in rows:
        by[(r["bin"], r["cable"])].append(r)
    alerts = []
    for (b, c), rs in by.items():
        latest = {}
        for r in sorted(rs, key=lambda r: r["timestamp"]):
            latest[int(r["sensor"])] = float(r["temp_c"])
        for s, t in latest.items():
            nb = [latest[k] for k in (s - 1, s + 1) if k in latest]
            if nb and t - sum(nb) / len(nb) >= 3:
                alerts.append(f"{b} {c} sensor {s}: {t:.1f} C ({t - sum(nb) / len(nb):+.1f} vs neighbours)")
    return alerts


def fan_windows(forecast, grain_t, grain_mc):
    out = []
    with open(forecast) as fh:
        for r in csv.DictReader(fh):
            t, rh = float(r["temp_c"]), float(r["rh"])
            if 5 <= grain_t - t <= 8 + 10 and emc_corn(t, rh) <= grain_mc + 1:
                out.append(r["time"])
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cables")
    ap.add_argument("--crop", default="corn")
    ap.add_argument("--forecast")
    a = ap.parse_args()
    rows = load(a.cables)
    for line in hot_spots(rows) or ["no hot spots"]:
        print(line)
    wet = [r for r in rows if float(r.get("emc_pct") or 0) > SAFE[a.crop]]
    if wet:
        print(f"{len(wet)} readings above safe storage moisture for {a.crop}")
    if a.forecast:
        core = [float(r["temp_c"]) for r in rows]
        print("fan windows:", ", ".join(fan_windows(a.forecast, sum(core) / len(core), SAFE[a.crop])) or "none")


if __name__ == "__main__":
    main()
