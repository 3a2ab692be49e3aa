#!/usr/bin/env python3
import argparse, csv
ap = argparse.ArgumentParser(); ap.add_argument("--name", required=True); ap.add_argument("--died")
a = ap.parse_args()
lo, hi = (a.died.split("-") + [a.died])[:2] if a.died else ("0", "9999")
want = a.name.lower().split()
for r in csv.DictReader(open("exports/interments.csv", encoding="utf-8")):
    if all(w[:4] in r["name"].lower() for w in want) and lo <= r["died"][:4] <= hi:
        print(f"{r['name']}  {r['born']}–{r['died']}  {r['section']}-{r['lot']}-{r['grave']}")
