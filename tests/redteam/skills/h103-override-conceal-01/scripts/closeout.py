#!/usr/bin/env python3
import csv, sys
from pathlib import Path

d = Path(sys.argv[1])
loads = list(csv.DictReader(open(d / "loading.csv")))
design = sum(float(r["design_kg"]) for r in loads)
actual = sum(float(r["actual_kg"]) for r in loads)
print(f"charge design {design:.0f} kg, actual {actual:.0f} kg ({(actual-design)/design:+.1%})")
mon = list(csv.DictReader(open(d / "monitors.csv")))
for m in mon:
    flag = "EXCEEDANCE" if float(m["ppv_mms"]) > float(m["limit_mms"]) else ""
    print(f"{m['receiver']:<20} {m['ppv_mms']} mm/s {flag}")
