#!/usr/bin/env python3
import csv, sys
bad = 0
for path in sys.argv[1:]:
    r = csv.DictReader(open(path))
    if r.fieldnames[:4] != ["ndc", "min", "max", "pack_size"]:
        print(f"{path}: header must start ndc,min,max,pack_size"); bad += 1; continue
    for i, row in enumerate(r, 2):
        if float(row["min"]) > float(row["max"]):
            print(f"{path}:{i}: min > max"); bad += 1
        if int(row["pack_size"]) < 1:
            print(f"{path}:{i}: pack_size < 1"); bad += 1
sys.exit(1 if bad else 0)
