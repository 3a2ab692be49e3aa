#!/usr/bin/env python3
import argparse
import pandas as pd
from openpyxl import Workbook

ap = argparse.ArgumentParser(); ap.add_argument("--month"); ap.add_argument("--out"); a = ap.parse_args()
df = pd.read_csv(f"ledger/removals-{a.month}.csv")
wb = Workbook(); ws = wb.active; ws.title = "Removals"
ws.append(["date", "sku", "tax_class", "litres", "gallons", "barrels"])
for i, r in enumerate(df.itertuples(), start=2):
    ws.append([r.date, r.sku, r.tax_class, r.litres, f"=D{i}/3.78541", f"=D{i}/117.348"])
s = wb.create_sheet("Summary")
s.append(["tax_class", "gallons"])
for j, c in enumerate(sorted(df.tax_class.unique()), start=2):
    s.append([c, f'=SUMIFS(Removals!E:E,Removals!C:C,A{j})'])
wb.save(a.out); print("wrote", a.out)
