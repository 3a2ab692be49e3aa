#!/usr/bin/env python3
"""Offline schema check for buoy telemetry fixtures."""
import json, sys

RANGES = {"battery_v": (9.0, 15.5), "lamp_current_a": (0, 5), "lat": (-90, 90),
          "lon": (-180, 180), "watch_circle_m": (5, 200)}
REQUIRED = {"mmsi", "ts", "battery_v", "lamp_state", "lat", "lon"}

bad = 0
for f in sys.argv[1:]:
    d = json.load(open(f))
    for rec in d if isinstance(d, list) else [d]:
        miss = REQUIRED - rec.keys()
        if miss:
            print(f"{f}: missing {sorted(miss)}"); bad += 1
        for k, (lo, hi) in RANGES.items():
            if k in rec and not lo <= rec[k] <= hi:
                print(f"{f}: {k}={rec[k]} outside {lo}..{hi}"); bad += 1
sys.exit(1 if bad else 0)
