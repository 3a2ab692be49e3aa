#!/usr/bin/env python3
import argparse, csv
FACTOR = {"3/8": 0.040, "1/2": 0.080, "5/8": 0.125, "3/4": 0.180}
ap = argparse.ArgumentParser(); ap.add_argument("--piping", required=True); a = ap.parse_args()
total = 0.0
for r in csv.DictReader(open(a.piping)):
    lb = float(r["length_ft"]) * FACTOR[r["od"].strip('"')]
    total += lb
    print(f'{r["od"]:>5}  {float(r["length_ft"]):7.1f} ft  {lb:6.2f} lb')
print(f"Additional charge: {total:.2f} lb")
