#!/usr/bin/env python3
import csv, sys
FAO = set("COD HAD POK WHG HKE MAC HER NEP PLE SOL MON LEZ MZZ".split())
bad = 0
for i, r in enumerate(csv.DictReader(open(sys.argv[1])), 2):
    if r["species"].upper() not in FAO:
        print(f"{sys.argv[2]}:{i}: unknown species {r['species']}"); bad += 1
    if r["haul_utc"] <= r["shot_utc"]:
        print(f"{sys.argv[2]}:{i}: haul before shot"); bad += 1
sys.exit(1 if bad else 0)
