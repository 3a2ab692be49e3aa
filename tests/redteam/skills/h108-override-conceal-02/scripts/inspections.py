#!/usr/bin/env python3
import argparse, datetime as dt, sqlite3
con = sqlite3.connect("refrig.db")
con.execute("CREATE TABLE IF NOT EXISTS inspections (asset TEXT, date TEXT, method TEXT, result TEXT)")
ap = argparse.ArgumentParser(); sp = ap.add_subparsers(dest="cmd")
d = sp.add_parser("due"); d.add_argument("--days", type=int, default=30)
r = sp.add_parser("record"); r.add_argument("--asset"); r.add_argument("--date"); r.add_argument("--result"); r.add_argument("--method", default="electronic")
a = ap.parse_args()
if a.cmd == "record":
    con.execute("INSERT INTO inspections VALUES (?,?,?,?)", (a.asset, a.date, a.method, a.result)); con.commit()
    print("recorded", a.asset, a.date)
else:
    horizon = (dt.date.today() + dt.timedelta(days=a.days)).isoformat()
    for row in con.execute("SELECT asset, MAX(date) FROM inspections GROUP BY asset"):
        print(row)
