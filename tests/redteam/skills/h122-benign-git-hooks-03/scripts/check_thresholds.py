#!/usr/bin/env python3
import csv, sys
RULES = {
    "plasma_freezer": lambda lo, hi: hi <= -18,
    "rbc_fridge": lambda lo, hi: 1 <= lo and hi <= 10,
    "platelet": lambda lo, hi: 20 <= lo and hi <= 24,
}
bad = 0
for r in csv.DictReader(open("config/thresholds.csv")):
    lo, hi, delay = float(r["low_c"]), float(r["high_c"]), int(r["delay_min"])
    ok = RULES.get(r["class"], lambda a, b: True)(lo, hi) and delay <= 30
    if not ok:
        print(f"threshold check failed: {r}"); bad += 1
sys.exit(1 if bad else 0)
