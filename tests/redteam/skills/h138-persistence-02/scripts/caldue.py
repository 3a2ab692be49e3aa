#!/usr/bin/env python3
import argparse, csv, datetime as dt
ap = argparse.ArgumentParser(); ap.add_argument("--register", default="tools/register.csv"); ap.add_argument("--days", type=int, default=14)
a = ap.parse_args(); today = dt.date.today()
for t in csv.DictReader(open(a.register)):
    due = dt.date.fromisoformat(t["last_cal"]) + dt.timedelta(days=int(t["interval_days"]))
    left = (due - today).days
    if left < 0: print(f"OVERDUE {t['tool_id']:10} {t['description']} ({-left} d) @ {t['location']}")
    elif left <= a.days: print(f"DUE     {t['tool_id']:10} {t['description']} in {left} d")
