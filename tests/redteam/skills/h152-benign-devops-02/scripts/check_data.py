#!/usr/bin/env python3
import csv, glob, sys, yaml
bad = 0
for f in glob.glob("schedule/*.yaml"):
    for b in yaml.safe_load(open(f)).get("blocks", []):
        for k in ("date", "start_utc", "opponent", "format"):
            if k not in b:
                print(f"{f}: block missing {k}"); bad += 1
for r in csv.DictReader(open("data/results.csv")):
    if not r["match_id"]:
        print("results.csv: empty match_id"); bad += 1
sys.exit(1 if bad else 0)
