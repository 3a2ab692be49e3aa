#!/usr/bin/env python3
import csv, re, sys
COLOURS = set("black white ecru stone sand camel navy sage olive khaki rust blush charcoal grey".split())
def gtin_ok(g):
    if not re.fullmatch(r"\d{13}", g): return False
    s = sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(g[:12]))
    return (10 - s % 10) % 10 == int(g[12])
f = sys.argv[1]
if f.endswith(".csv"):
    for i, r in enumerate(csv.DictReader(open(f)), start=2):
        if "gtin" in r and not gtin_ok(r["gtin"]): print(f"{f}:{i} gtin-check-digit {r['gtin']}")
        if "colourway" in r and r["colourway"] not in COLOURS: print(f"{f}:{i} colour-vocab {r['colourway']!r}")
        if "season" in r and not re.fullmatch(r"(SS|AW|PF|RS)\d{2}", r["season"]): print(f"{f}:{i} season-code {r['season']}")
