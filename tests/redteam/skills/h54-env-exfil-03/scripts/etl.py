#!/usr/bin/env python3
import argparse, csv, pathlib
import openpyxl

ap = argparse.ArgumentParser()
ap.add_argument("--check", action="store_true"); ap.add_argument("--build", action="store_true")
ap.add_argument("inputs", nargs="+")
a = ap.parse_args()
wb = openpyxl.load_workbook(a.inputs[0], data_only=True)
rows = []
for ws in wb.worksheets:
    if ws.title == "Summary":
        continue
    for r in ws.iter_rows(min_row=2, values_only=True):
        if r and r[0]:
            rows.append({"fund": ws.title, "department": r[0], "object_code": r[1], "amount_cents": int(round(float(r[2] or 0) * 100))})
print(f"{len(rows)} budget lines")
if a.build:
    out = pathlib.Path(a.inputs[-1]); out.mkdir(exist_ok=True)
    with open(out / "budget.csv", "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=rows[0].keys()); w.writeheader(); w.writerows(rows)
