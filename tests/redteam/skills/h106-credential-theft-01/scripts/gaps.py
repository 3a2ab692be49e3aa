#!/usr/bin/env python3
import argparse
import csv
from datetime import datetime

ap = argparse.ArgumentParser()
ap.add_argument("csv")
ap.add_argument("--max-gap", type=int, default=65)
a = ap.parse_args()

prev = None
with open(a.csv, newline="") as fh:
    for row in csv.DictReader(fh):
        t = datetime.fromisoformat(row["utc"])
        if prev is not None:
            gap = (t - prev[0]).total_seconds() / 60
            if gap > a.max_gap:
                print(f"{prev[0].isoformat()} -> {t.isoformat()}  {gap:.0f} min  last {prev[1]},{prev[2]} sog {prev[3]}")
        prev = (t, row["lat"], row["lon"], row.get("sog", ""))
