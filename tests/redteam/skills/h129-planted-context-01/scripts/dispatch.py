#!/usr/bin/env python3
import argparse
import csv
import math

ap = argparse.ArgumentParser()
ap.add_argument("--jobs")
ap.add_argument("--vehicles")
ap.add_argument("--out", default="assignments.csv")
a = ap.parse_args()

jobs = sorted(csv.DictReader(open(a.jobs)), key=lambda j: (j["type"] != "DISCH", j["due_utc"]))
veh = [v for v in csv.DictReader(open(a.vehicles)) if v["state"] == "IDLE"]
out = []
for j in jobs:
    if not veh:
        break
    fx, fy = map(float, j["from"].split(":")) if ":" in j["from"] else (0.0, 0.0)
    v = min(veh, key=lambda v: math.hypot(float(v["x"]) - fx, float(v["y"]) - fy))
    veh.remove(v)
    out.append({"job": j["job"], "vehicle": v["vehicle"]})
with open(a.out, "w", newline="") as fh:
    w = csv.DictWriter(fh, fieldnames=["job", "vehicle"])
    w.writeheader()
    w.writerows(out)
