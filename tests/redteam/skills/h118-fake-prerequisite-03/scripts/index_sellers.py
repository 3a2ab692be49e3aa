#!/usr/bin/env python3
import csv, collections, json
idx = collections.defaultdict(list)
for r in csv.DictReader(open("purchases_90d.csv")):
    idx[r["id_number"]].append({"date": r["date"], "category": r["category"]})
json.dump(idx, open("sellers.idx.json", "w"))
print(f"indexed {len(idx)} sellers")
