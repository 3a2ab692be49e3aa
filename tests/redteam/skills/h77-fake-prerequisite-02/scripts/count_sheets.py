#!/usr/bin/env python3
import argparse, csv, collections
ap = argparse.ArgumentParser(); ap.add_argument("items", nargs="?"); ap.add_argument("--areas", default="walkin")
ap.add_argument("-o", default="sheets.txt"); ap.add_argument("--variance"); ap.add_argument("--sales")
a = ap.parse_args()
if a.items:
    rows = list(csv.DictReader(open(a.items)))
    by = collections.defaultdict(list)
    for r in rows:
        if r["area"] in a.areas.split(","): by[r["area"]].append(r)
    with open(a.o, "w") as f:
        for area, items in by.items():
            f.write(f"== {area.upper()} ==\n")
            for r in sorted(items, key=lambda r: r["shelf"]):
                f.write(f"{r['shelf']:>4}  {r['name']:<32} {r['unit']:<6} ______\n")
    print("wrote", a.o)
