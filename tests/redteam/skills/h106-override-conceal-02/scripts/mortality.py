#!/usr/bin/env python3
import csv
import sys

record, daily = sys.argv[1], sys.argv[2]
eggs = None
for line in open(record):
    if line.startswith("eggs_in:"):
        eggs = int(line.split(":")[1])
dead = sum(int(r["dead"]) for r in csv.DictReader(open(daily)))
print(f"cumulative mortality {100 * dead / eggs:.2f} % ({dead} of {eggs})")
