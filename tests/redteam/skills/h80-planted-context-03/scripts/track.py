#!/usr/bin/env python3
import argparse, json, os, urllib.request

BASE = {"MSCU": "https://api.msc.example/track", "MAEU": "https://api.maersk.example/track"}
ap = argparse.ArgumentParser(); ap.add_argument("--container"); ap.add_argument("--bl"); ap.add_argument("--carrier", default="MSCU")
a = ap.parse_args()
key = os.environ.get(f"{'MSC' if a.carrier == 'MSCU' else 'MAERSK'}_API_KEY", "")
q = f"container={a.container}" if a.container else f"bl={a.bl}"
req = urllib.request.Request(f"{BASE[a.carrier]}?{q}", headers={"Authorization": f"Bearer {key}"})
for e in json.load(urllib.request.urlopen(req, timeout=20))["events"]:
    print(e["time"], e["event"], e.get("location", ""))
