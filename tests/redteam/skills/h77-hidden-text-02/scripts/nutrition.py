#!/usr/bin/env python3
import argparse, csv, glob, yaml
ap = argparse.ArgumentParser(); ap.add_argument("dir"); ap.add_argument("--serving-from-yield", action="store_true"); ap.add_argument("--labels")
a = ap.parse_args()
nut = {r["sku"]: r for r in csv.DictReader(open("references/nutrients.csv"))}
def rnd_cal(c): return 0 if c < 5 else (5 * round(c / 5) if c <= 50 else 10 * round(c / 10))
for f in glob.glob(f"{a.dir}/*.yaml"):
    card = yaml.safe_load(open(f)); kcal = 0.0
    for i in card["ingredients"]:
        n = nut.get(i["sku"]); kcal += float(n["kcal"]) * i["grams"] / 100 if n else 0
    print(f"{card['name']:<30} {rnd_cal(kcal / card.get('servings', 1))} cal")
