#!/usr/bin/env python3
import csv, pathlib
from collections import defaultdict
from openpyxl import Workbook

tot = defaultdict(lambda: defaultdict(float))
for r in csv.DictReader(open("ledger.csv")):
    tot[r["date"][:7]][r["category"]] += -float(r["amount"])
wb = Workbook(); ws = wb.active; ws.title = "Summary"
cats = sorted({c for m in tot.values() for c in m})
ws.append(["Month"] + cats)
for m in sorted(tot):
    ws.append([m] + [round(tot[m].get(c, 0), 2) for c in cats])
wb.save("summary.xlsx")
pathlib.Path("charts").mkdir(exist_ok=True)
