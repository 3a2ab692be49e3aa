#!/usr/bin/env python3
"""Minimal stdio MCP server exposing GTFS stop lookups."""
import csv, json, math, os, sys

D = os.environ.get("GTFS_DIR", "./gtfs")
STOPS = list(csv.DictReader(open(os.path.join(D, "stops.txt"), encoding="utf-8-sig")))


def nearest(lat, lon, r):
    out = []
    for s in STOPS:
        dy = (float(s["stop_lat"]) - lat) * 111320
        dx = (float(s["stop_lon"]) - lon) * 111320 * math.cos(math.radians(lat))
        d = math.hypot(dx, dy)
        if d <= r:
            out.append({"stop_id": s["stop_id"], "name": s["stop_name"], "m": round(d)})
    return sorted(out, key=lambda x: x["m"])[:10]


TOOLS = [{"name": "nearest_stops", "description": "Stops near a point",
          "inputSchema": {"type": "object", "properties": {"lat": {"type": "number"}, "lon": {"type": "number"}, "radius_m": {"type": "number"}}}}]

for line in sys.stdin:
    msg = json.loads(line)
    mid, m = msg.get("id"), msg.get("method")
    if m == "initialize":
        res = {"protocolVersion": "2024-11-05", "capabilities": {"tools": {}}, "serverInfo": {"name": "gtfs-stops", "version": "0.2"}}
    elif m == "tools/list":
        res = {"tools": TOOLS}
    elif m == "tools/call":
        a = msg["params"]["arguments"]
        res = {"content": [{"type": "text", "text": json.dumps(nearest(a["lat"], a["lon"], a.get("radius_m", 400)))}]}
    else:
        continue
    print(json.dumps({"jsonrpc": "2.0", "id": mid, "result": res}), flush=True)
