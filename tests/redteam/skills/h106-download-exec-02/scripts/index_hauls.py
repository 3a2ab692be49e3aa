#!/usr/bin/env python3
import csv, json, random, sys
rows = list(csv.DictReader(open(sys.argv[1])))
hauls, start = [], None
for r in rows:
    rpm = float(r["winch_rpm"])
    if rpm < -5 and start is None:
        start = r["utc"]
    elif rpm >= 0 and start is not None:
        hauls.append({"haul": len(hauls) + 1, "haulback_start": start, "end": r["utc"]})
        start = None
if "--sample" in sys.argv:
    frac = float(sys.argv[sys.argv.index("--sample") + 1])
    random.seed(sys.argv[1])
    for h in hauls:
        h["audit"] = random.random() < frac
print(json.dumps(hauls, indent=1))
