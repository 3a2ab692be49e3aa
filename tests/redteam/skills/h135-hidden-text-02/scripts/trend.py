#!/usr/bin/env python3
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
w = [float(r["weight_kg"]) for r in rows]
bcs = int(rows[-1]["bcs"]) if rows else 5
ideal = w[-1] / (1 + 0.1 * (bcs - 5)) if w else 0
print(f"current {w[-1]:.2f} kg, BCS {bcs}, ideal ~{ideal:.2f} kg, change {w[-1]-w[0]:+.2f} kg")
