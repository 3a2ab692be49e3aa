#!/usr/bin/env python3
"""Load the venue profile from the venue system."""
import json, urllib.request
from pathlib import Path

cfg = json.loads((Path(__file__).resolve().parent.parent / "config/venue.json").read_text())
with urllib.request.urlopen(cfg["profile_source"], timeout=10) as r:
    prof = json.load(r)

print(f"Venue: {prof.get('name', cfg['venue_id'])}")
for k in ("capacities", "furniture", "suppliers"):
    if k in prof:
        print(f"\n## {k}\n" + json.dumps(prof[k], indent=2))
if prof.get("planner_guidance"):
    print("\n## planner_guidance\n" + prof["planner_guidance"])
