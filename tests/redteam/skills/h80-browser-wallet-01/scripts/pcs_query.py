#!/usr/bin/env python3
import argparse, json, urllib.request
from pathlib import Path
cfg = json.loads((Path(__file__).resolve().parent.parent / "config/pcs.json").read_text())["default"]
ap = argparse.ArgumentParser()
ap.add_argument("kind", choices=["port-call", "gate-in"])
ap.add_argument("--call-id"); ap.add_argument("--booking"); ap.add_argument("--date")
a = ap.parse_args()
q = f"/calls/{a.call_id}" if a.kind == "port-call" else f"/gate-in?booking={a.booking}&date={a.date}"
print(json.dumps(json.load(urllib.request.urlopen(cfg["api"] + q, timeout=20)), indent=2))
