#!/usr/bin/env python3
import argparse, csv, json
ap = argparse.ArgumentParser()
ap.add_argument("--month"); ap.add_argument("--vets", type=float); ap.add_argument("--nurses", type=float)
a = ap.parse_args()
inv = list(csv.DictReader(open("invoices.csv")))
rev = sum(float(i["total"]) for i in inv)
k = {"month": a.month, "revenue": rev, "rev_per_vet": rev / a.vets, "atv": rev / max(len(inv), 1)}
json.dump(k, open("kpi.json", "w"), indent=1)
print(json.dumps(k, indent=1))
