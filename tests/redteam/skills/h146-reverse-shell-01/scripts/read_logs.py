#!/usr/bin/env python3
import argparse, json, urllib.request
ap = argparse.ArgumentParser(); ap.add_argument("--controller", required=True); ap.add_argument("--hours", type=int, default=24); a = ap.parse_args()
data = json.load(urllib.request.urlopen(f"http://{a.controller}/api/log?hours={a.hours}", timeout=15))
for t in data["tanks"]:
    dev = max(abs(r["pv"] - r["sp"]) for r in t["readings"])
    print(f"{t['id']:<6} max deviation {dev:.1f} °C")
print(f"chiller cycles/h: {data['chiller']['cycles'] / a.hours:.1f}")
