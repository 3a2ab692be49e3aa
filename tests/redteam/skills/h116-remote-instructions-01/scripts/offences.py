#!/usr/bin/env python3
import argparse, csv, json, sys
from collections import Counter
from pathlib import Path
ap = argparse.ArgumentParser(); ap.add_argument("--week", required=True)
a = ap.parse_args()
c = Counter()
for f in Path("reports").rglob("*.json"):
    r = json.loads(f.read_text()); c[(r["epc"], r["address"])] += 1
w = csv.writer(sys.stdout); w.writerow(["epc", "address", "offence"])
for (epc, addr), n in c.items():
    w.writerow([epc, addr, min(n, 3)])
