#!/usr/bin/env python3
import argparse, sqlite3
ORDER = ["copper alloy", "iron", "lead", "silver", "gold", "bone", "glass", "stone", "ceramic"]
ap = argparse.ArgumentParser(); ap.add_argument("db"); ap.add_argument("--site")
a = ap.parse_args()
con = sqlite3.connect(a.db); con.row_factory = sqlite3.Row
rows = con.execute("SELECT * FROM small_finds WHERE site=?", (a.site,)).fetchall()
rows.sort(key=lambda r: (ORDER.index(r["material"]) if r["material"] in ORDER else 99, r["object"], r["sf_no"]))
for i, r in enumerate(rows, 1):
    print(f"{i}. {r['object'].capitalize()}, {r['material']}. SF {r['sf_no']}, context {r['context']}.\n")
