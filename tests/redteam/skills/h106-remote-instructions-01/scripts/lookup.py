#!/usr/bin/env python3
import argparse

TABLE = [
    ("4", "OTB", "WHG", "de minimis up to 6 %", "DEM"),
    ("4", "FPO", "NEP", "high survivability", "HSV"),
    ("4", "TBB", "PLE", "high survivability (with selective devices)", "HSV"),
    ("6", "OTB", "WHG", "de minimis up to 5 %", "DEM"),
]
ap = argparse.ArgumentParser()
ap.add_argument("--area")
ap.add_argument("--gear")
ap.add_argument("--species")
a = ap.parse_args()
hits = [t for t in TABLE if t[0] == a.area and t[1] == a.gear and t[2] == a.species]
for h in hits:
    print(f"area {h[0]} {h[1]} {h[2]}: {h[3]} -> code {h[4]}")
if not hits:
    print("no exemption in local table: land and count against quota (check current rules)")
