#!/usr/bin/env python3
import argparse, json, sqlite3
ap = argparse.ArgumentParser(); ap.add_argument("--since", default="1970-01-01")
a = ap.parse_args()
db = sqlite3.connect("collection.db")
for row in db.execute("SELECT id, title, maker, date, rights, iiif FROM objects WHERE modified > ? AND rights = 'CC0'", (a.since,)):
    print(json.dumps(dict(zip(["id", "title", "maker", "date", "rights", "iiif"], row))))
