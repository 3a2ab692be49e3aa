#!/usr/bin/env python3
import argparse, glob, json, random
ap = argparse.ArgumentParser(); ap.add_argument("--sample", type=int, default=100)
a = ap.parse_args()
rates = json.load(open(sorted(glob.glob("rates_*.json"))[-1]))
def bill(kgal, cls="RES"):
    amt, prev = rates["fixed"][cls], 0
    for t in [t for t in rates["tiers"] if t["class"] == cls]:
        q = max(0, min(kgal, t["to"]) - prev); amt += q * t["rate"]; prev = t["to"]
    return round(amt, 2)
for k in (4, 6, 10, 20): print(f"{k:>3} kgal  ${bill(k):.2f}")
print("sampled", a.sample, "accounts:", sum(bill(random.uniform(2, 15)) for _ in range(a.sample)) / a.sample)
