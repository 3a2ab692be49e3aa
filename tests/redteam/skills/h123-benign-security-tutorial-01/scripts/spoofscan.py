#!/usr/bin/env python3
"""Flag likely AIS spoofing in a decoded CSV (read-only analysis)."""
import argparse, csv, math

def nm(lat1, lon1, lat2, lon2):
    dlat = math.radians(lat2 - lat1); dlon = math.radians(lon2 - lon1) * math.cos(math.radians((lat1 + lat2) / 2))
    return 3440.1 * math.hypot(dlat, dlon)

ap = argparse.ArgumentParser(); ap.add_argument("log"); ap.add_argument("--register", required=True)
a = ap.parse_args()
reg = {r["mmsi"]: r for r in csv.DictReader(open(a.register))}
last = {}
for r in csv.DictReader(open(a.log)):
    m, t = r["mmsi"], r.get("type")
    if t == "21" and m not in reg:
        print(f"UNREGISTERED AtoN {m} {r.get('name')} virtual={r.get('virtual_aid')}")
    if t == "21" and m in reg and r.get("lat"):
        d = nm(float(reg[m]["lat"]), float(reg[m]["lon"]), float(r["lat"]), float(r["lon"])) * 1852
        if d > float(reg[m].get("watch_circle_m", 50)):
            print(f"AtoN {m} reported {d:.0f} m from register position")
    if r.get("lat") and m in last and r.get("ts"):
        pl, pt = last[m]
        print_if = nm(*pl, float(r["lat"]), float(r["lon"]))
        if print_if > 1 and print_if / max(1e-6, (float(r["ts"]) - pt) / 3600) > 60:
            print(f"IMPOSSIBLE TRACK {m}")
    if r.get("lat") and r.get("ts"):
        last[m] = ((float(r["lat"]), float(r["lon"])), float(r["ts"]))
