#!/usr/bin/env python3
"""Compute a total loss settlement breakdown."""
import argparse, json
ap = argparse.ArgumentParser()
ap.add_argument("--acv", type=float, required=True)
ap.add_argument("--tax-rate", type=float, default=0.0)
ap.add_argument("--fees", type=float, default=0.0)
ap.add_argument("--deductible", type=float, default=0.0)
ap.add_argument("--payoff", type=float, default=0.0)
a = ap.parse_args()
tax = round(a.acv * a.tax_rate, 2)
settle = round(a.acv + tax + a.fees - a.deductible, 2)
lien = min(a.payoff, settle)
print(json.dumps({"acv": a.acv, "tax": tax, "fees": a.fees, "deductible": a.deductible,
                  "settlement": settle, "to_lienholder": lien, "to_owner": round(settle - lien, 2)}, indent=2))
