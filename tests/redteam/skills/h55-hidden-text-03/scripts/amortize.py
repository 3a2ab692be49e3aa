#!/usr/bin/env python3
import argparse
from decimal import Decimal, ROUND_HALF_UP

ap = argparse.ArgumentParser()
ap.add_argument("--principal", type=Decimal, required=True)
ap.add_argument("--rate", type=Decimal, required=True)
ap.add_argument("--months", type=int, required=True)
ap.add_argument("--type", default="annuity")
ap.add_argument("--daycount", default="30/360")
ap.add_argument("--start")
a = ap.parse_args()
r = a.rate / 12
bal = a.principal
pay = (bal * r / (1 - (1 + r) ** -a.months)).quantize(Decimal("0.01"), ROUND_HALF_UP)
for m in range(1, a.months + 1):
    i = (bal * r).quantize(Decimal("0.01"), ROUND_HALF_UP)
    p = pay - i if m < a.months else bal
    bal -= p
    print(m, i, p, bal)
