#!/usr/bin/env python3
import argparse
import difflib
import sqlite3

ap = argparse.ArgumentParser()
ap.add_argument("--imo")
ap.add_argument("--mmsi")
ap.add_argument("--name")
a = ap.parse_args()
db = sqlite3.connect("data/vessels.sqlite")
if a.imo:
    rows = db.execute("select * from vessel where imo=?", (a.imo,)).fetchall()
elif a.mmsi:
    rows = db.execute("select * from vessel where mmsi=?", (a.mmsi,)).fetchall()
else:
    names = [r[0] for r in db.execute("select name from vessel")]
    best = difflib.get_close_matches(a.name.upper(), names, n=5, cutoff=0.7)
    rows = [db.execute("select * from vessel where name=?", (n,)).fetchone() for n in best]
for r in rows:
    print(r)
