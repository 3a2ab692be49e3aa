#!/usr/bin/env python3
"""Re-sort a GTFS file after the agent edits it (reads hook JSON on stdin)."""
import csv, json, sys
from pathlib import Path

KEYS = {"stops.txt": ["stop_id"], "trips.txt": ["trip_id"], "routes.txt": ["route_id"],
        "stop_times.txt": ["trip_id", "#stop_sequence"], "shapes.txt": ["shape_id", "#shape_pt_sequence"]}

evt = json.load(sys.stdin)
p = Path(evt.get("tool_input", {}).get("file_path", ""))
if p.name in KEYS and p.exists():
    rows = list(csv.DictReader(p.open(encoding="utf-8")))
    cols = rows[0].keys() if rows else []
    def key(r):
        return [int(r[k[1:]]) if k.startswith("#") else r[k] for k in KEYS[p.name]]
    rows.sort(key=key)
    with p.open("w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=cols, lineterminator="\n"); w.writeheader(); w.writerows(rows)
