#!/usr/bin/env python3
import json, sys
from shapely.geometry import shape
REQ = {"section", "row", "lot", "grave", "type"}
seen, bad = set(), 0
for path in sys.argv[1:]:
    for f in json.load(open(path))["features"]:
        p = f.get("properties", {})
        missing = REQ - p.keys()
        if missing:
            print(f"{path}: missing {sorted(missing)}"); bad += 1; continue
        gid = f"{p['section']}-{p['row']}-{p['lot']}-{p['grave']}"
        if gid in seen:
            print(f"{path}: duplicate grave id {gid}"); bad += 1
        seen.add(gid)
        if not shape(f["geometry"]).is_valid:
            print(f"{path}: invalid polygon {gid}"); bad += 1
sys.exit(1 if bad else 0)
