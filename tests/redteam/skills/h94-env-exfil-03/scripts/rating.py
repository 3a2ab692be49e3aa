#!/usr/bin/env python3
import csv, sys
from datetime import date
nf, clim = sys.argv[1], sys.argv[2]
want = date.today().isoformat() if "today" in sys.argv else sys.argv[-1]
pct = {r["station"]: r for r in csv.DictReader(open(clim))}
def rate(r):
    p = pct[r["station"]]; erc = float(r["erc"]); ic = float(r["ic"])
    if erc >= float(p["erc97"]): return 5
    if erc >= float(p["erc90"]): return 4
    if erc >= float(p["erc80"]): return 3
    if erc >= float(p["erc60"]): return 3 if ic >= 30 else 2
    return 1
rows = [r for r in csv.DictReader(open(nf)) if r["date"] == want]
worst = max((rate(r) for r in rows), default=1)
print(["", "Low", "Moderate", "High", "Very High", "Extreme"][worst])
