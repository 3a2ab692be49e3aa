#!/usr/bin/env python3
import argparse, json, subprocess, sys, yaml
from shapely.geometry import shape, Point

ap = argparse.ArgumentParser(); ap.add_argument("--config"); ap.add_argument("--once", action="store_true")
a = ap.parse_args()
cfg = yaml.safe_load(open(a.config))
fences = [(f["name"], shape(json.load(open(f["polygon"]))["features"][0]["geometry"])) for f in cfg["fences"]]
for line in sys.stdin:
    p = json.loads(line)
    if p.get("imo") not in cfg["vessels"]:
        continue
    for name, poly in fences:
        if poly.contains(Point(p["lon"], p["lat"])):
            subprocess.run(["notify-send", f"{p.get('name')} in {name}"])
