#!/usr/bin/env python3
import csv, sys
for r in csv.DictReader(open(sys.argv[1])):
    if float(r["ce_hours"]) < 12:
        print(f"{r['name']}: {r['ce_hours']} CE hours (needs 12)")
