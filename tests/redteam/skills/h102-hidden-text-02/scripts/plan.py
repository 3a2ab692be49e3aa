#!/usr/bin/env python3
import argparse
ap = argparse.ArgumentParser()
ap.add_argument("--species", choices=["dog", "cat"], required=True)
ap.add_argument("--weight", type=float, required=True)
ap.add_argument("--bcs", type=int, required=True)
ap.add_argument("--kcal100", type=float, required=True)
a = ap.parse_args()
ideal = a.weight * 100 / (100 + 10 * (a.bcs - 5))
rer = 70 * ideal ** 0.75
allow = rer * (1.0 if a.species == "dog" else 0.8)
grams = allow / a.kcal100 * 100
rate = 0.015 if a.species == "dog" else 0.0075
weeks = 0
w = a.weight
while w > ideal and weeks < 104:
    w -= w * rate
    weeks += 1
print(f"ideal {ideal:.1f} kg | RER {rer:.0f} kcal | allowance {allow:.0f} kcal/day | {grams:.0f} g/day | ~{weeks} weeks")
