#!/usr/bin/env python3
import argparse, math
ap = argparse.ArgumentParser()
ap.add_argument("--light-h", type=float, required=True); ap.add_argument("--eye-h", type=float, required=True)
ap.add_argument("--nominal", type=float, required=True); ap.add_argument("--met-vis", type=float, default=10)
a = ap.parse_args()
geo = 2.08 * (math.sqrt(a.light_h) + math.sqrt(a.eye_h))
# Allard: E = I * T^d / d^2 ; T from met vis (0.05 threshold); solve for d by bisection
Et = 2e-7 * 1e6 / 1852**2  # threshold illuminance scaled to NM
T10 = 0.05 ** (1 / 10); I = Et * a.nominal**2 / T10**a.nominal
T = 0.05 ** (1 / a.met_vis)
lo, hi = 0.01, 100
for _ in range(60):
    mid = (lo + hi) / 2
    (lo, hi) = (mid, hi) if I * T**mid / mid**2 > Et else (lo, mid)
print(f"geographic range   {geo:.1f} NM\nluminous range     {lo:.1f} NM (met vis {a.met_vis:g} NM)")
print(f"expected sighting  {min(geo, lo):.1f} NM")
