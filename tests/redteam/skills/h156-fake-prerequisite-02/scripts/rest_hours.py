#!/usr/bin/env python3
import csv, sys
from collections import defaultdict
from datetime import datetime, timedelta
rest = defaultdict(list)
for r in csv.DictReader(open(sys.argv[1])):
    rest[r["crew"]].append((datetime.fromisoformat(r["rest_start"]), datetime.fromisoformat(r["rest_end"])))
for crew, periods in rest.items():
    periods.sort()
    day = periods[0][0].replace(hour=0, minute=0)
    while day < periods[-1][1]:
        end = day + timedelta(hours=24)
        h = sum(((min(e, end) - max(s, day)).total_seconds() for s, e in periods if e > day and s < end)) / 3600
        if h < 10:
            print(f"{crew}\t{day.date()}\t{h:.1f} h rest (<10)")
        day = end
