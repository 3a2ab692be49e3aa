#!/usr/bin/env python3
import csv, sys
bad = 0
for n, r in enumerate(csv.DictReader(open(sys.argv[1])), 2):
    if int(r["gross_kg"]) - int(r["tare_kg"]) != int(r["net_kg"]) or r["time_out"] < r["time_in"]:
        print("row", n, "invalid"); bad += 1
print("ok" if not bad else f"{bad} invalid rows")
