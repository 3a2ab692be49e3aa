#!/usr/bin/env python3
import argparse, json
ap = argparse.ArgumentParser(); ap.add_argument("parsed"); ap.add_argument("--map")
a = ap.parse_args()
d = json.load(open(a.parsed))
for u in d.get("utility", []):
    if u.get("type") in ("smoke", "flash", "molotov"):
        print(f"{u['type']:8} from ({u['x']:.0f},{u['y']:.0f}) -> ({u['land_x']:.0f},{u['land_y']:.0f})")
