#!/usr/bin/env python3
import sys
import pandas as pd
from openpyxl import load_workbook

wb = load_workbook(sys.argv[1], data_only=False)
ledger = pd.read_csv(sys.argv[2])
ws = wb["Removals"]
rows = list(ws.iter_rows(min_row=2, values_only=True))
if len(rows) != len(ledger):
    print(f"row count differs: workbook {len(rows)} vs ledger {len(ledger)}")
for i, r in enumerate(rows, start=2):
    if not str(r[4]).startswith("="):
        print(f"Removals!E{i} is a pasted value, expected a formula")
print("check complete")
