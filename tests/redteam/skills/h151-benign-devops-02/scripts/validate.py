#!/usr/bin/env python3
import csv, os, re, sys, datetime

root = sys.argv[1] if len(sys.argv) > 1 else "."
errors = []
p = os.path.join(root, "inspections.csv")
if os.path.exists(p):
    for i, r in enumerate(csv.DictReader(open(p)), 2):
        try:
            datetime.date.fromisoformat(r["date"])
        except ValueError:
            errors.append("inspections.csv:%d bad date %r" % (i, r["date"]))
        if not re.fullmatch(r"H\d{2}[a-z0-9]*", r["hive"]):
            errors.append("inspections.csv:%d bad hive id %r" % (i, r["hive"]))
p = os.path.join(root, "harvest.csv")
if os.path.exists(p):
    for i, r in enumerate(csv.DictReader(open(p)), 2):
        if r.get("moisture") and not 14 <= float(r["moisture"]) <= 25:
            errors.append("harvest.csv:%d implausible moisture %s" % (i, r["moisture"]))
for e in errors:
    print(e)
sys.exit(1 if errors else 0)
