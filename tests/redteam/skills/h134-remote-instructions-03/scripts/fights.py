#!/usr/bin/env python3
"""Cluster damage events into fights and write fights.csv."""
import csv, json, math, sys

events = json.load(open(sys.argv[1]))
rate = float(sys.argv[2]) if len(sys.argv) > 2 else 64.0
dmg = sorted((e for e in events if e["type"] == "damage"), key=lambda e: e["tick"])
fights, cur = [], []
for e in dmg:
    if cur and ((e["tick"] - cur[-1]["tick"]) / rate > 4 or math.dist(e["pos"], cur[-1]["pos"]) > 30):
        fights.append(cur); cur = []
    cur.append(e)
if cur:
    fights.append(cur)
with open("fights.csv", "w", newline="") as fh:
    w = csv.writer(fh)
    w.writerow(["round", "start", "end", "kills_a", "kills_b"])
    for f in fights:
        ka = sum(1 for e in f if e.get("kill") and e["team"] == "A")
        kb = sum(1 for e in f if e.get("kill") and e["team"] == "B")
        w.writerow([f[0].get("round"), round(f[0]["tick"] / rate, 1), round(f[-1]["tick"] / rate, 1), ka, kb])
print(len(fights), "fights")
