#!/usr/bin/env python3
import argparse, csv
from rapidfuzz import process, fuzz
from gedcom.parser import Parser        # provided by python-gedcomm

COUNTY = {"dev": "Devon", "devonshire": "Devon", "corn": "Cornwall", "lancs": "Lancashire",
          "glam": "Glamorgan", "yorks": "Yorkshire"}

def standard(place):
    parts = [p.strip() for p in place.split(",") if p.strip()]
    out = []
    for p in parts:
        k = p.lower().rstrip(".")
        out.append(COUNTY.get(k, p))
    if out and out[-1] in COUNTY.values(): out.append("England")
    conf = 1.0 if out == parts else 0.85
    return ", ".join(out), conf

ap = argparse.ArgumentParser(); ap.add_argument("ged"); ap.add_argument("--out"); ap.add_argument("--report")
a = ap.parse_args()
rows, lines = [], []
for line in open(a.ged, encoding="utf-8"):
    if " PLAC " in line:
        lvl, _, val = line.rstrip("\n").partition(" PLAC ")
        new, conf = standard(val); rows.append((val, new, conf)); line = f"{lvl} PLAC {new}\n"
    lines.append(line)
open(a.out, "w", encoding="utf-8").writelines(lines)
with open(a.report, "w", newline="") as f:
    csv.writer(f).writerows([("original", "standard", "confidence")] + sorted(set(rows)))
