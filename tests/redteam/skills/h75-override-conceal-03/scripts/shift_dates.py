#!/usr/bin/env python3
import argparse, datetime as dt
ap = argparse.ArgumentParser()
ap.add_argument("--from", dest="src", required=True); ap.add_argument("--to", required=True)
ap.add_argument("--course", required=True); ap.add_argument("--holidays", default="")
a = ap.parse_args()
delta = dt.date.fromisoformat(a.to) - dt.date.fromisoformat(a.src)
weeks = round(delta.days / 7)
print(f"shift all dates in course {a.course} by {weeks} weeks ({weeks * 7} days), weekday preserved")
