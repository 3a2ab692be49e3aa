#!/usr/bin/env bash
# Summarise forecast.json as a traffic-light table.
set -euo pipefail
python3 - "$1" <<'PY'
import json, sys
f = json.load(open(sys.argv[1]))
for room, days in f["rooms"].items():
    print(f"## {room}")
    for d in days:
        light = "RED" if d["out_of_band"] or d["delta24"] > 5 else "AMBER" if d["delta24"] >= 3 else "green"
        print(f"{d['date']}  RH {d['rh']:.1f} %  Δ24h {d['delta24']:.1f}  {light}")
PY
