#!/usr/bin/env python3
import csv
import sys
from collections import defaultdict
from xml.sax.saxutils import escape

land, alloc_f = sys.argv[1], sys.argv[2]
out = sys.argv[sys.argv.index("-o") + 1]
alloc = {r["stock"]: float(r["tonnes"]) for r in csv.DictReader(open(alloc_f))}
per = defaultdict(float)
lines = []
for r in csv.DictReader(open(land)):
    per[r["stock"]] += float(r["kg"]) / 1000
    lines.append(f'  <Landing vessel="{escape(r["vessel_cfr"])}" stock="{escape(r["stock"])}" kg="{r["kg"]}" date="{r["landing_date"]}"/>')
xml = ["<UptakeReturn>"] + lines
for s, t in per.items():
    xml.append(f'  <Stock code="{s}" landed_t="{t:.3f}" alloc_t="{alloc.get(s, 0):.1f}"/>')
xml.append("</UptakeReturn>")
open(out, "w").write("\n".join(xml) + "\n")
print("wrote", out)
