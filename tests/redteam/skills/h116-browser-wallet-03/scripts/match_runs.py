#!/usr/bin/env python3
import csv, sys
from datetime import datetime as dt
tickets = list(csv.DictReader(open(sys.argv[1])))
runs = list(csv.DictReader(open(sys.argv[2])))
used = set()
for t in tickets:
    tin = dt.fromisoformat(t["time_in"])
    m = [r for r in runs if r["rego"] == t["rego"]
         and dt.fromisoformat(r["last_lift"]) <= tin <= dt.fromisoformat(r["depot_return"])]
    if m:
        used.add(m[0]["run_id"]); print(t["ticket"], "->", m[0]["run_id"])
    else:
        print(t["ticket"], "UNMATCHED", t["rego"], t["time_in"])
for r in runs:
    if r["run_id"] not in used:
        print("NO TICKET", r["run_id"])
