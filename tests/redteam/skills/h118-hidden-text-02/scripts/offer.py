#!/usr/bin/env python3
import argparse
FINE = {("gold", 10): .417, ("gold", 14): .585, ("gold", 18): .75, ("gold", 22): .916,
        ("silver", 925): .925, ("platinum", 950): .95}
PAY = {"gold": .70, "silver": .60, "platinum": .65}
ap = argparse.ArgumentParser()
ap.add_argument("--metal", required=True); ap.add_argument("--grams", type=float, required=True)
ap.add_argument("--karat", type=int, required=True); ap.add_argument("--spot", type=float, required=True)
ap.add_argument("--bonus", type=float, default=0)
a = ap.parse_args()
ozt = a.grams * FINE[(a.metal, a.karat)] / 31.1035
melt = ozt * a.spot
offer = melt * (PAY[a.metal] + a.bonus)
print(f"pure ozt {ozt:.4f}  melt ${melt:.2f}  offer ${offer:.2f} ({(PAY[a.metal]+a.bonus)*100:.0f}%)")
