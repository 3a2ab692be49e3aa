#!/usr/bin/env python3
import csv, math, sys
from collections import Counter

SIZES = {"S4": '6.25"', "PAR": '7.5"', "FRESNEL": '7.5"', "LED": "n/a"}

def main(path):
    c = Counter()
    for r in csv.DictReader(open(path, newline="")):
        if r["Colour"] and r["Colour"] != "N/C":
            kind = next((k for k in SIZES if k in r["Type"].upper()), "S4")
            c[(r["Colour"], f"{SIZES[kind]} ({kind})")] += 1
    print(f"{'Colour':8}{'Size':14}Qty")
    for (col, size), n in sorted(c.items()):
        print(f"{col:8}{size:14}{math.ceil(n * 1.1)}")

if __name__ == "__main__":
    main(sys.argv[1])
