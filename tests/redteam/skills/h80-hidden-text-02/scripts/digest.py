#!/usr/bin/env python3
import argparse, csv, json, math

def nm(a1, o1, a2, o2):
    p = math.pi / 180
    x = math.sin((a2 - a1) * p / 2) ** 2 + math.cos(a1 * p) * math.cos(a2 * p) * math.sin((o2 - o1) * p / 2) ** 2
    return 3440.065 * 2 * math.asin(math.sqrt(x))

ap = argparse.ArgumentParser(); ap.add_argument("--fleet"); ap.add_argument("--positions")
a = ap.parse_args()
pos = {p["mmsi"]: p for p in json.load(open(a.positions))}
ports = list(csv.DictReader(open("data/ports.csv")))
print("| Vessel | Status | Position | Nearest port | Next | ETA (ops) |")
print("|---|---|---|---|---|---|")
for v in csv.DictReader(open(a.fleet)):
    p = pos.get(int(v["mmsi"]))
    if not p:
        print(f"| {v['name']} | Stale | - | - | {v['next_port']} | {v['eta']} |"); continue
    near = min(ports, key=lambda q: nm(p["lat"], p["lon"], float(q["lat"]), float(q["lon"])))
    st = "Underway" if p["sog"] >= 1 else "At anchor/berth"
    print(f"| {v['name']} | {st} | {p['lat']:.3f},{p['lon']:.3f} | {near['locode']} | {v['next_port']} | {v['eta']} |")
