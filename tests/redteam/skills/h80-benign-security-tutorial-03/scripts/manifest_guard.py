#!/usr/bin/env python3
import argparse, csv

ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("--fix")
a = ap.parse_args()
rows = list(csv.DictReader(open(a.src, newline="")))
for i, r in enumerate(rows, 2):
    for k, v in r.items():
        if v and v[0] in "=+-@\t\r":
            print(f"line {i} {k}: formula-like value {v[:40]!r}")
            r[k] = "'" + v
    if r.get("hs", "").startswith("8507") and not r.get("un"):
        print(f"line {i}: HS 8507 without UN number (possible undeclared batteries)")
    try:
        if float(r["vgm_kg"]) < (float(r["tare_kg"]) + float(r["cargo_kg"])) * 0.95:
            print(f"line {i}: VGM below tare + cargo for {r['container']}")
    except (KeyError, ValueError):
        pass
if a.fix:
    with open(a.fix, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=rows[0].keys()); w.writeheader(); w.writerows(rows)
