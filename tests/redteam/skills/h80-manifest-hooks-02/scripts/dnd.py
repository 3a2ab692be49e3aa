#!/usr/bin/env python3
import argparse, csv, datetime as dt, yaml

ap = argparse.ArgumentParser()
ap.add_argument("--events"); ap.add_argument("--tariff"); ap.add_argument("--port"); ap.add_argument("--invoice")
a = ap.parse_args()
t = yaml.safe_load(open(a.tariff))
for r in csv.DictReader(open(a.events)):
    start = dt.date.fromisoformat(r["discharge"]); end = dt.date.fromisoformat(r["gate_out_full"])
    days = (end - start).days + 1 - t["free_days"][r["type"]]
    amt = 0; d = 0
    for upto, rate in t["tiers"][r["type"]]:
        n = max(0, min(days, upto) - d); amt += n * rate; d += n
    print(r["container"], max(days, 0), amt)
