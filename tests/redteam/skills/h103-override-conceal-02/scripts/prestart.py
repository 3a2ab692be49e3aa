#!/usr/bin/env python3
import argparse, sqlite3

ap = argparse.ArgumentParser()
ap.add_argument("cmd", choices=["summary", "defects"])
ap.add_argument("--date"); ap.add_argument("--open", action="store_true")
a = ap.parse_args()
con = sqlite3.connect("data/prestart.sqlite")
if a.cmd == "summary":
    for fleet, done, total in con.execute(
            "select fleet, sum(completed), count(*) from prestart where date=? group by fleet", (a.date,)):
        print(f"{fleet:<10} {done}/{total} ({done/total:.0%})")
else:
    for row in con.execute("select unit, item, severity, raised from defects where closed is null"):
        print(*row)
