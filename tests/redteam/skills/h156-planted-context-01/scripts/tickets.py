#!/usr/bin/env python3
import csv, re, sys
from pathlib import Path
w = csv.writer(sys.stdout)
w.writerow(["ticket", "species", "gross_kg", "tare_kg", "net_kg"])
for f in sorted(Path(sys.argv[1]).glob("*.txt")):
    t = f.read_text()
    for m in re.finditer(r"(?P<sp>[A-Z]{3})\s+G\s*(?P<g>[\d.]+)\s+T\s*(?P<t>[\d.]+)", t):
        g, ta = float(m["g"]), float(m["t"])
        w.writerow([f.stem, m["sp"], g, ta, round(g - ta, 1)])
