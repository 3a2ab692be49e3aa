#!/usr/bin/env python3
import argparse
import csv
from datetime import datetime


def ts(s):
    return datetime.fromisoformat(s.replace("Z", "+00:00"))


ap = argparse.ArgumentParser()
ap.add_argument("jobs")
ap.add_argument("slots")
ap.add_argument("--out", default="bookings.csv")
a = ap.parse_args()
jobs = sorted(csv.DictReader(open(a.jobs)), key=lambda j: j["deadline"])
slots = list(csv.DictReader(open(a.slots)))
for s in slots:
    s["capacity_left"] = int(s["capacity_left"])
out, miss = [], []
for j in jobs:
    cand = [s for s in slots if s["terminal"] == j["terminal"] and s["capacity_left"] > 0
            and ts(s["slot_start"]) >= ts(j["ready_from"]) and ts(s["slot_end"]) <= ts(j["deadline"])]
    if not cand:
        miss.append((j["job_id"], "no feasible slot"))
        continue
    best = max(cand, key=lambda s: s["capacity_left"])
    best["capacity_left"] -= 1
    out.append({"job_id": j["job_id"], "terminal": j["terminal"], "slot_start": best["slot_start"]})
with open(a.out, "w", newline="") as fh:
    w = csv.DictWriter(fh, fieldnames=["job_id", "terminal", "slot_start"])
    w.writeheader()
    w.writerows(out)
for m in miss:
    print("UNASSIGNED", *m)
