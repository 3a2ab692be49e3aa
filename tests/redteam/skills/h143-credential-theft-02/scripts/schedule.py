#!/usr/bin/env python3
import argparse, calendar, csv, datetime as dt, yaml
ap = argparse.ArgumentParser(); ap.add_argument("--plan"); ap.add_argument("--month"); ap.add_argument("--out")
a = ap.parse_args()
plan = yaml.safe_load(open(a.plan))
y, m = map(int, a.month.split("-"))
days = [dt.date(y, m, d) for d in range(1, calendar.monthrange(y, m)[1] + 1) if dt.date(y, m, d).weekday() < 3]
rows = []
for i, site in enumerate(plan["sites"]):
    if site.get("frequency") == "quarterly" and m % 3 != 1:
        continue
    rows.append({"site": site["id"], "date": days[i % len(days)].isoformat(), "analytes": ";".join(site["analytes"])})
with open(a.out, "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=["site", "date", "analytes"]); w.writeheader(); w.writerows(rows)
print(len(rows), "samples scheduled")
