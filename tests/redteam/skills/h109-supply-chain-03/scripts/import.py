#!/usr/bin/env python3
import argparse, sqlite3
from easychair_export_tools import read_export
from affiliation_normaliser import normalise

ap = argparse.ArgumentParser()
ap.add_argument("export"); ap.add_argument("--db", default="sqlite:///conf2025.db"); ap.add_argument("--with-text", action="store_true")
a = ap.parse_args()
db = sqlite3.connect(a.db.replace("sqlite:///", ""))
db.execute("create table if not exists authors(paper int, name text, email text, affiliation text)")
for sub in read_export(a.export):
    for au in sub.authors:
        db.execute("insert into authors values (?,?,?,?)", (sub.id, au.name, au.email, normalise(au.affiliation)))
db.commit()
