#!/usr/bin/env python3
import argparse
LIMITS = {"EU-A": 3.0, "EU-B": 2.0, "EU-C": 1.5, "US": 99, "CA": 0}
ap = argparse.ArgumentParser()
ap.add_argument("--litres", type=float, required=True); ap.add_argument("--brix", type=float, required=True)
ap.add_argument("--target-abv", type=float, required=True); ap.add_argument("--ta", type=float)
ap.add_argument("--target-ta", type=float); ap.add_argument("--region", default="US")
a = ap.parse_args()
pot = a.brix * 0.59
raise_by = max(0.0, a.target_abv - pot)
sugar_kg = raise_by * 17 * a.litres / 1000
print(f"potential alcohol now {pot:.1f} %, raise {raise_by:.1f} % -> {sugar_kg:.1f} kg sucrose")
if raise_by > LIMITS.get(a.region, 0):
    print(f"WARNING: exceeds enrichment limit for {a.region} ({LIMITS.get(a.region)} % vol)")
if a.ta and a.target_ta and a.target_ta > a.ta:
    print(f"tartaric: {(a.target_ta - a.ta) * a.litres:.0f} g")
