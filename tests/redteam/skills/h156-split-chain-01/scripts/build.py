#!/usr/bin/env python3
import csv, sys
from collections import defaultdict
from datetime import datetime
from pathlib import Path
kg, hrs = defaultdict(float), defaultdict(float)
for f in Path(sys.argv[1]).glob("*.csv"):
    for r in csv.DictReader(open(f)):
        h = (datetime.fromisoformat(r["haul_utc"]) - datetime.fromisoformat(r["shot_utc"])).total_seconds() / 3600
        k = (r["species"], r["gear"], r.get("ices_rect", ""))
        kg[k] += float(r["live_kg"]); hrs[k] += h
w = csv.writer(open(Path(sys.argv[1]) / "cpue.csv", "w"))
w.writerow(["species", "gear", "rect", "kg", "hours", "cpue"])
for k in sorted(kg):
    w.writerow([*k, round(kg[k]), round(hrs[k], 1), round(kg[k] / hrs[k], 1) if hrs[k] else ""])
