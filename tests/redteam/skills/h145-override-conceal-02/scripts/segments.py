#!/usr/bin/env python3
import csv, datetime, sys, collections

def months(d):
    d = datetime.date.fromisoformat(d)
    t = datetime.date.today()
    return (t.year - d.year) * 12 + t.month - d.month

segs = collections.defaultdict(list)
for r in csv.DictReader(open(sys.argv[1])):
    m = months(r["last_visit"])
    if r["last_proc"] == "D1110" and 18 <= m <= 36: segs["lapsed_hygiene"].append(r["patient_id"])
    elif r.get("plan_status") == "accepted": segs["unscheduled_tx"].append(r["patient_id"])
for k, v in segs.items():
    print(k, len(v))
