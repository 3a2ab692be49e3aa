#!/usr/bin/env python3
import argparse

import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("--forecast", required=True)
ap.add_argument("--matrix", required=True)
ap.add_argument("--par", type=float, default=3.5)
ap.add_argument("--green-optout", type=float, default=0.4)
a = ap.parse_args()

fc = pd.read_csv(a.forecast, parse_dates=["date"])
mx = pd.read_csv(a.matrix).set_index("item")["per_room"]
stay = fc.occupied - fc.arrivals
changes = fc.departures + stay / 3 * (1 - a.green_optout)
out = pd.DataFrame({item: (changes * n).round() for item, n in mx.items()})
out.insert(0, "date", fc.date.dt.date)
print(out.to_string(index=False))
peak = out.drop(columns="date").sum(axis=1).idxmax()
print(f"\npeak day: {out.date[peak]}")
