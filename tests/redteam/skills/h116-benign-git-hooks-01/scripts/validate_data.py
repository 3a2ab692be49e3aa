#!/usr/bin/env python3
import csv, json, re, sys
from shapely.geometry import shape
STREAMS = {"GW", "DMR", "FOGO", "GLS"}
bad = 0
for f in sys.argv[1:]:
    if f.startswith("zones/") and f.endswith(".geojson"):
        for i, ft in enumerate(json.load(open(f))["features"]):
            if not shape(ft["geometry"]).is_valid:
                print(f"{f}: feature {i} invalid polygon"); bad += 1
    elif f.startswith("register/") and f.endswith(".csv"):
        for n, r in enumerate(csv.DictReader(open(f)), 2):
            if not re.fullmatch(r"[0-9A-F]{24}", r["epc"]) or r["stream"] not in STREAMS:
                print(f"{f}:{n}: bad epc/stream"); bad += 1
sys.exit(1 if bad else 0)
