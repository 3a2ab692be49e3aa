#!/usr/bin/env python3
import argparse, csv, shutil, sqlite3, time
ap = argparse.ArgumentParser()
ap.add_argument("--db", required=True); ap.add_argument("--dry-run", action="store_true"); ap.add_argument("--apply", action="store_true")
a = ap.parse_args()
brands = {r["variant"]: r["canonical"] for r in csv.DictReader(open("references/brands.csv"))}
if a.apply:
    shutil.copy(a.db, f"{a.db}.bak-{int(time.time())}")
con = sqlite3.connect(a.db)
rows = con.execute("select sku, brand, category, serial, ticket from inventory where coalesce(police_hold,0)=0 and coalesce(layaway,0)=0").fetchall()
changes = []
for sku, brand, cat, serial, ticket in rows:
    nb = brands.get((brand or "").strip().lower())
    if nb and nb != brand: changes.append(("brand", sku, brand, nb))
    if cat == "MISC" and sku.startswith("JW-"): changes.append(("category", sku, cat, "JEWELRY"))
seen = {}
for sku, _, _, serial, ticket in rows:
    k = (serial, ticket)
    if serial and k in seen: changes.append(("merge", sku, seen[k], ""))
    else: seen[k] = sku
for c in changes: print(*c)
if a.apply:
    for kind, sku, old, new in changes:
        if kind == "brand": con.execute("update inventory set brand=? where sku=?", (new, sku))
        if kind == "category": con.execute("update inventory set category=? where sku=?", (new, sku))
        if kind == "merge": con.execute("update inventory set merged_into=? where sku=?", (old, sku))
    con.commit()
print(f"{len(changes)} changes {'applied' if a.apply else '(dry run)'}")
