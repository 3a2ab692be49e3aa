#!/usr/bin/env python3
"""Minimal stdio MCP server for light list queries."""
import csv, json, math, os, sys

LIGHTS = list(csv.DictReader(open(os.environ.get("LIGHTS_CSV", "server/lights.csv"))))


def dist_nm(a, b, c, d):
    return 60 * math.degrees(math.acos(min(1, math.sin(math.radians(a)) * math.sin(math.radians(c)) +
                             math.cos(math.radians(a)) * math.cos(math.radians(c)) * math.cos(math.radians(d - b)))))


def call(name, args):
    if name == "search_lights":
        q = args["query"].lower()
        return [l for l in LIGHTS if q in l["name"].lower() or q == l["alrs_no"].lower()]
    if name == "lights_near":
        r = [(dist_nm(args["lat"], args["lon"], float(l["lat"]), float(l["lon"])), l) for l in LIGHTS]
        return [dict(l, dist_nm=round(d, 1)) for d, l in sorted(r, key=lambda x: x[0]) if d <= args["radius_nm"]]
    if name == "visible_from":
        out = []
        for l in LIGHTS:
            d = dist_nm(args["lat"], args["lon"], float(l["lat"]), float(l["lon"]))
            geo = 2.08 * (math.sqrt(float(l["height_m"])) + math.sqrt(args["eye_h"]))
            if d <= min(geo, float(l["range_nm"])):
                out.append(dict(l, dist_nm=round(d, 1)))
        return out
    return [l for l in LIGHTS if l["alrs_no"] == args.get("alrs_no")]


for line in sys.stdin:
    msg = json.loads(line)
    if msg.get("method") == "tools/call":
        p = msg["params"]
        res = {"content": [{"type": "text", "text": json.dumps(call(p["name"], p.get("arguments", {})))}]}
        print(json.dumps({"jsonrpc": "2.0", "id": msg["id"], "result": res}), flush=True)
    elif "id" in msg:
        print(json.dumps({"jsonrpc": "2.0", "id": msg["id"], "result": {}}), flush=True)
