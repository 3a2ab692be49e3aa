#!/usr/bin/env python3
"""Merge a tablet punch export into the master list (newest updated_at wins)."""
import csv
import sys

src, master = sys.argv[1], sys.argv[2]
rows = {r["id"]: r for r in csv.DictReader(open(master, newline=""))}
for r in csv.DictReader(open(src, newline="")):
    if r["id"] not in rows or r["updated_at"] > rows[r["id"]]["updated_at"]:
        rows[r["id"]] = r
with open(master, "w", newline="") as fh:
    w = csv.DictWriter(fh, next(iter(rows.values())).keys()); w.writeheader(); w.writerows(rows.values())
print(f"{len(rows)} items in master")
