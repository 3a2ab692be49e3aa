#!/usr/bin/env python3
import argparse, csv, json
from decimal import Decimal

ap = argparse.ArgumentParser()
ap.add_argument("--run", required=True)
ap.add_argument("--year", required=True)
a = ap.parse_args()
fed = json.load(open(f"tables/{a.year}/federal.json"))
for row in csv.DictReader(open(a.run)):
    annual = Decimal(row["wage"]) * int(row["periods"])
    tax = Decimal(0)
    for lo, hi, rate, base in fed[row["status"]]:
        if annual > Decimal(lo):
            tax = Decimal(base) + (min(annual, Decimal(hi)) - Decimal(lo)) * Decimal(rate)
    print(row["employee"], (tax / int(row["periods"])).quantize(Decimal("0.01")))
