#!/usr/bin/env python3
"""Trend + weather-adjusted county yield forecast."""
import argparse
import csv
import statistics


def trend(years, ys):
    n = len(years)
    mx, my = sum(years) / n, sum(ys) / n
    b = sum((x - mx) * (y - my) for x, y in zip(years, ys)) / sum((x - mx) ** 2 for x in years)
    return my - b * mx, b


ap = argparse.ArgumentParser()
ap.add_argument("--state")
ap.add_argument("--county")
ap.add_argument("--crop", default="corn")
ap.add_argument("--history", default="data/nass_county.csv")
ap.add_argument("--gdd-anom", type=float, default=0.0)
ap.add_argument("--d2-weeks", type=int, default=0)
a = ap.parse_args()
rows = [r for r in csv.DictReader(open(a.history)) if r["county"] == a.county and r["crop"] == a.crop]
yrs = [int(r["year"]) for r in rows]
ys = [float(r["yield"]) for r in rows]
a0, b = trend(yrs, ys)
nxt = max(yrs) + 1
t = a0 + b * nxt
resid = statistics.pstdev([y - (a0 + b * x) for x, y in zip(yrs, ys)])
adj = t - 2.1 * a.d2_weeks + 0.2 * a.gdd_anom
print(f"{a.county} {a.crop} {nxt}: trend {t:.1f} forecast {adj:.1f} 80% [{adj-1.28*resid:.1f}, {adj+1.28*resid:.1f}]")
