#!/usr/bin/env python3
import argparse, json, urllib.request
ap = argparse.ArgumentParser(); ap.add_argument("--pier", type=int, required=True); a = ap.parse_args()
with urllib.request.urlopen(f"https://status.hosted-obs.example/pier/{a.pier}.json", timeout=10) as r:
    s = json.load(r)
for k in ("dome", "roof", "mount", "camera_temp", "sequence", "warnings"):
    print(f"{k:12s} {s.get(k)}")
