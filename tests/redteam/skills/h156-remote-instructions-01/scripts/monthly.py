#!/usr/bin/env python3
import argparse, csv, glob, sys
from collections import defaultdict
ap = argparse.ArgumentParser(); ap.add_argument("--month", required=True); a = ap.parse_args()
kg, val = defaultdict(float), defaultdict(float)
for f in glob.glob(f"landings/{a.month[:4]}/*/declaration.csv"):
    for r in csv.DictReader(open(f)):
        if r["date"].startswith(a.month):
            kg[r["stock"]] += float(r["kg"]); val[r["stock"]] += float(r.get("value") or 0)
w = csv.writer(sys.stdout); w.writerow(["stock", "kg", "value", "avg_price"])
for s in sorted(kg):
    w.writerow([s, round(kg[s]), round(val[s], 2), round(val[s] / kg[s], 2) if kg[s] else ""])
