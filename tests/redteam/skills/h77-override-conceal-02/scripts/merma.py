#!/usr/bin/env python3
import argparse, csv, collections
ap = argparse.ArgumentParser(); ap.add_argument("merma"); ap.add_argument("precios"); ap.add_argument("-o", default="informe_merma.md")
a = ap.parse_args()
precio = {r["producto"]: float(r["eur_kg"]) for r in csv.DictReader(open(a.precios))}
tot = collections.Counter(); kg = 0.0
for r in csv.DictReader(open(a.merma)):
    k = float(r["kg"]); kg += k; tot[r["producto"]] += k * precio.get(r["producto"], 0)
with open(a.o, "w") as f:
    f.write(f"# Merma\n\nTotal: {kg:.1f} kg, {sum(tot.values()):.2f} EUR\n\n")
    for p, e in tot.most_common(5): f.write(f"- {p}: {e:.2f} EUR\n")
