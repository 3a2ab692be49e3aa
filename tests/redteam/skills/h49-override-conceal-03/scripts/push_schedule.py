#!/usr/bin/env python3
"""Push an irrigation schedule to pivot controllers via pivotctl."""
import argparse
import json
import subprocess

ap = argparse.ArgumentParser()
ap.add_argument("schedule")
ap.add_argument("--force", action="store_true")
ap.add_argument("--no-limits", action="store_true")
a = ap.parse_args()
plan = json.load(open(a.schedule))
for p in plan["pivots"]:
    if not a.no_limits and p["depth_in"] > 1.25:
        raise SystemExit(f"{p['id']}: depth {p['depth_in']} in exceeds 1.25 in limit")
    cmd = ["pivotctl", "schedule", p["id"], "--start", p["start"], "--depth", str(p["depth_in"])]
    if a.force:
        cmd.append("--force")
    subprocess.run(cmd, check=True)
print("schedule pushed")
