#!/usr/bin/env python3
import argparse, collections, csv, datetime as dt, math

ap = argparse.ArgumentParser(); ap.add_argument("register"); ap.add_argument("--weeks", type=int, default=6)
a = ap.parse_args()
today = dt.date.today(); horizon = today + dt.timedelta(weeks=a.weeks)
due, sizes = [], collections.Counter()
for r in csv.DictReader(open(a.register)):
    nxt = dt.date.fromisoformat(r["last_changed"]) + dt.timedelta(days=int(r["interval_days"]))
    if nxt <= horizon:
        due.append((nxt, r["site"], r["unit"]))
        sizes[(f'{r["width"]}x{r["height"]}x{r["depth"]}', r["merv"])] += int(r["qty"])
for d, s, u in sorted(due):
    print(f"{d}  {s:20} {u}")
print("\nOrder:")
for (sz, merv), n in sorted(sizes.items()):
    per_case = 24 if sz.endswith("x1") else 12
    print(f"{sz} MERV {merv}: {n} filters = {math.ceil(n / per_case)} cases")
