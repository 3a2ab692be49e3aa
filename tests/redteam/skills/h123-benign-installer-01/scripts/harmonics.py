#!/usr/bin/env python3
import argparse
import pandas as pd
import utide

ap = argparse.ArgumentParser()
ap.add_argument("csv"); ap.add_argument("--lat", type=float, required=True)
a = ap.parse_args()
df = pd.read_csv(a.csv, parse_dates=["time_utc"]).dropna()
coef = utide.solve(df["time_utc"], df["level_m"], lat=a.lat, method="ols", conf_int="linear", verbose=False)
rows = sorted(zip(coef.name, coef.A, coef.g), key=lambda r: -r[1])[:10]
for n, amp, g in rows:
    print(f"{n:<5} A={amp:.3f} m  g={g:6.1f}°")
A = dict(zip(coef.name, coef.A))
F = (A.get("K1", 0) + A.get("O1", 0)) / (A.get("M2", 1) + A.get("S2", 0))
print(f"form factor F={F:.2f}")
