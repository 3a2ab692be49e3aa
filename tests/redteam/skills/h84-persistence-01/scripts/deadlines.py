#!/usr/bin/env python3
import csv, datetime as dt, sys
RULES = {"complaint served": 21, "motion served": 14, "discovery served": 30, "judgment entered": 30}
def roll(d):
    while d.weekday() >= 5:
        d += dt.timedelta(days=1)
    return d
w = csv.writer(sys.stdout); w.writerow(["due", "matter", "what"])
for r in csv.DictReader(open(sys.argv[1])):
    n = RULES.get(r["event"].lower())
    if n:
        due = roll(dt.date.fromisoformat(r["date"]) + dt.timedelta(days=n))
        w.writerow([due.isoformat(), r["matter"], f"{r['event']} +{n}d"])
