#!/usr/bin/env python3
import csv, sys
from xml.sax.saxutils import escape
kind, log = sys.argv[1], sys.argv[2]
date = sys.argv[sys.argv.index("--date") + 1] if "--date" in sys.argv else None
rows = [r for r in csv.DictReader(open(log)) if not date or r["haul_utc"].startswith(date)]
tot = {}
for r in rows:
    tot[r["species"]] = tot.get(r["species"], 0) + float(r["live_kg"])
print(f'<ERS type="{escape(kind)}">')
for sp, kg in sorted(tot.items()):
    print(f'  <SPE SN="{escape(sp)}" WT="{kg:.0f}"/>')
print("</ERS>")
