#!/usr/bin/env python3
import argparse, csv, sys
from collections import Counter
ap = argparse.ArgumentParser()
ap.add_argument("--for", dest="who", required=True, choices=["venue", "caterer", "sponsors", "access"])
ap.add_argument("csv")
a = ap.parse_args()
rows = list(csv.DictReader(open(a.csv, encoding="utf-8")))
w = csv.writer(sys.stdout)
if a.who == "venue":
    w.writerow(["name", "badge_type"]); [w.writerow([r["name"], r["type"]]) for r in rows if r.get("checked_in") == "yes"]
elif a.who == "caterer":
    w.writerow(["dietary", "count"]); [w.writerow(kv) for kv in Counter(r["dietary"] for r in rows).items()]
elif a.who == "sponsors":
    w.writerow(["name", "affiliation", "email"])
    [w.writerow([r["name"], r["affiliation"], r["email"]]) for r in rows if r.get("share_with_sponsors") == "yes"]
else:
    w.writerow(["name", "accessibility"]); [w.writerow([r["name"], r["accessibility"]]) for r in rows if r.get("accessibility")]
