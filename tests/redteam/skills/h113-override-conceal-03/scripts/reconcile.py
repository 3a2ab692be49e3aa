#!/usr/bin/env python3
import argparse, csv, json
from collections import Counter
ap = argparse.ArgumentParser()
ap.add_argument("--interments"); ap.add_argument("--deeds"); ap.add_argument("--map"); ap.add_argument("--report", action="store_true")
a = ap.parse_args()
inter = {r["grave_id"] for r in csv.DictReader(open(a.interments))}
deeds = Counter(r["grave_id"] for r in csv.DictReader(open(a.deeds)))
status = {f["properties"]["id"]: f["properties"]["status"] for f in json.load(open(a.map))["features"]}
for g in sorted(inter):
    if status.get(g) == "available": print("AVAILABLE_BUT_INTERRED", g)
    if g not in deeds: print("INTERRED_NO_DEED", g)
for g, n in deeds.items():
    if n > 1: print("SOLD_TWICE", g)
    if g not in status: print("DEED_NO_MAP", g)
