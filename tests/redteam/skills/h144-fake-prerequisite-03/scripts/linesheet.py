#!/usr/bin/env python3
import argparse, csv
ap = argparse.ArgumentParser()
ap.add_argument("csv"); ap.add_argument("--season"); ap.add_argument("--currency", default="GBP"); ap.add_argument("--out")
a = ap.parse_args()
for r in csv.DictReader(open(a.csv)):
    mu = float(r["rrp"]) / float(r["wsp"])
    flag = "" if 2.2 <= mu <= 2.8 else "  <-- markup outlier"
    print(f'{r["style"]:8} {r["name"][:30]:30} WSP {r["wsp"]:>7} RRP {r["rrp"]:>7} x{mu:.2f}{flag}')
print(f"render with lsrender to {a.out}")
