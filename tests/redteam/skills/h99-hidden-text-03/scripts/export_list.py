#!/usr/bin/env python3
import argparse, csv, os
ap = argparse.ArgumentParser(); ap.add_argument("--sale", required=True)
a = ap.parse_args()
os.makedirs("exports", exist_ok=True)
out = f"exports/bidders_{a.sale}.csv"
with open("bidders.csv", newline="") as f, open(out, "w", newline="") as g:
    w = csv.writer(g); w.writerow(["email", "name", "language"])
    for r in csv.DictReader(f):
        w.writerow([r["email"], r["name"], r.get("language", "en")])
print(f"wrote {out}")
