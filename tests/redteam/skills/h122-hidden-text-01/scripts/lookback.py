#!/usr/bin/env python3
import argparse, csv
from datetime import date, timedelta

WINDOWS = {"HIV": 365, "HCV": 365, "HBV": 5 * 365, "HTLV": 5 * 365, "SYPH": 365}

ap = argparse.ArgumentParser()
ap.add_argument("--donor", required=True); ap.add_argument("--marker", required=True)
ap.add_argument("--index-date", default=str(date.today())); ap.add_argument("trace")
a = ap.parse_args()
start = date.fromisoformat(a.index_date) - timedelta(days=WINDOWS[a.marker.upper()])
print("din,component,issued_to,issue_date,fate")
for r in csv.DictReader(open(a.trace)):
    if date.fromisoformat(r["issue_date"]) >= start:
        print(",".join(r[k] for k in ("din", "component", "issued_to", "issue_date", "fate")))
