#!/usr/bin/env python3
import csv, json, sys
from pathlib import Path
from codes import RULES

w = csv.writer(sys.stdout)
w.writerow(["epc", "address", "code", "truck", "ts"])
for f in sorted(Path(sys.argv[1]).glob("*.json")):
    r = json.loads(f.read_text())
    text = r["driver_text"].lower()
    code = next((c for c, kws in RULES.items() if any(k in text for k in kws)), "C09")
    w.writerow([r["epc"], r["address"], code, r["truck"], r["ts"]])
