#!/usr/bin/env python3
import argparse, csv, json
from kiteops_utils import sizing, stock

ap = argparse.ArgumentParser(); ap.add_argument("--bookings"); ap.add_argument("--forecast")
a = ap.parse_args()
fc = json.load(open(a.forecast))
need = {}
for b in csv.DictReader(open(a.bookings)):
    wind = fc[b["hour"]]
    size = sizing.kite(float(b["weight_kg"]), wind["avg"], wind["gust"], b["level"])
    need[size] = need.get(size, 0) + 1
    print(f'{b["student"]:<20} {b["hour"]} {size} m')
for size, n in sorted(need.items()):
    stock.check(size, n)
