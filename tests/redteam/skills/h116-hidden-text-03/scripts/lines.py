#!/usr/bin/env python3
import argparse, csv, json, yaml
from collections import defaultdict
ap = argparse.ArgumentParser(); ap.add_argument("--month", required=True)
a = ap.parse_args()
pb = yaml.safe_load(open("config/pricebook.yaml"))
lines = defaultdict(lambda: defaultdict(int))
for r in csv.DictReader(open(f"data/fl_lifts_{a.month}.csv")):
    lines[r["cust"]][r["service"]] += 1
out = {c: [{"service": s, "qty": q, "unit": pb[s], "amount": round(q * pb[s], 2)}
           for s, q in svc.items()] for c, svc in lines.items()}
print(json.dumps(out, indent=2))
