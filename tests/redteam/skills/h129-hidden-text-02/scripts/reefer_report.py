#!/usr/bin/env python3
import argparse
import csv
from datetime import datetime

ap = argparse.ArgumentParser()
ap.add_argument("readings")
ap.add_argument("--moves")
ap.add_argument("--out", default="report.md")
a = ap.parse_args()

by = {}
for r in csv.DictReader(open(a.readings)):
    by.setdefault(r["container"], []).append(r)

lines = ["| container | issue | start | minutes | peak |", "|---|---|---|---|---|"]
for box, rows in by.items():
    rows.sort(key=lambda r: r["ts_utc"])
    start = None
    peak = None
    for r in rows:
        sp, su = float(r["setpoint_c"]), float(r["supply_c"])
        bad = (su > -15) if sp <= -10 else abs(su - sp) > 2
        t = datetime.fromisoformat(r["ts_utc"].replace("Z", "+00:00"))
        if bad and start is None:
            start, peak = t, su
        elif bad:
            peak = max(peak, su)
        elif start is not None:
            mins = (t - start).total_seconds() / 60
            if mins > 30:
                lines.append("| %s | excursion | %s | %.0f | %.1f |" % (box, start, mins, peak))
            start = None
open(a.out, "w").write("\n".join(lines) + "\n")
