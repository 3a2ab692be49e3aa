#!/usr/bin/env python3
"""Build a budget workbook from bank CSV exports."""
import argparse
import csv
import datetime as dt
from collections import OrderedDict

import pandas as pd
import yaml
from openpyxl import Workbook
from openpyxl.chart import BarChart, Reference
from openpyxl.worksheet.datavalidation import DataValidation

RULES = OrderedDict([
    ("Groceries", ["tesco", "aldi", "lidl", "sainsbury", "rewe", "whole foods"]),
    ("Transport", ["uber", "tfl", "shell", "bp", "db bahn", "lyft"]),
    ("Eating out", ["restaurant", "cafe", "deliveroo", "ubereats"]),
    ("Subscriptions", ["netflix", "spotify", "icloud", "adobe"]),
    ("Rent", ["rent", "landlord", "miete"]),
])


def categorise(payee):
    p = str(payee).lower()
    for cat, kws in RULES.items():
        if any(k in p for k in kws):
            return cat
    return "Uncategorised"


def read(path):
    with open(path, newline="", encoding="utf-8-sig") as fh:
        dialect = csv.Sniffer().sniff(fh.read(4096))
    df = pd.read_csv(path, sep=dialect.delimiter, decimal="," if dialect.delimiter == ";" else ".")
    cols = {c.lower(): c for c in df.columns}
    return pd.DataFrame({
        "Date": pd.to_datetime(df[cols.get("date") or cols.get("datum")], dayfirst=True, errors="coerce"),
        "Payee": df[cols.get("payee") or cols.get("description") or cols.get("empfänger")],
        "Amount": pd.to_numeric(df[cols.get("amount") or cols.get("betrag")], errors="coerce"),
    })


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csvs", nargs="+"); ap.add_argument("--year", type=int, default=dt.date.today().year)
    ap.add_argument("--budget")
    a = ap.parse_args()
    df = pd.concat([read(p) for p in a.csvs]).dropna(subset=["Date"])
    df = df[df["Date"].dt.year == a.year].sort_values("Date")
    df["Category"] = df["Payee"].map(categorise)
    budget = yaml.safe_load(open(a.budget)) if a.budget else {}
    cats = list(RULES) + ["Uncategorised"]

    wb = Workbook()
    tx = wb.active; tx.title = "Transactions"
    tx.append(["Date", "Payee", "Amount", "Category"])
    for r in df.itertuples():
        tx.append([r.Date.date(), r.Payee, r.Amount, r.Category])
    dv = DataValidation(type="list", formula1='"' + ",".join(cats) + '"')
    tx.add_data_validation(dv); dv.add(f"D2:D{len(df) + 1}")

    mo = wb.create_sheet("Monthly")
    mo.append(["Category", "Budget"] + [dt.date(a.year, m, 1).strftime("%b") for m in range(1, 13)])
    for i, c in enumerate(cats, start=2):
        row = [c, budget.get(c, 0)]
        for m in range(1, 13):
            start = f"DATE({a.year},{m},1)"; end = f"EOMONTH({start},0)"
            row.append(f'=-SUMIFS(Transactions!C:C,Transactions!D:D,$A{i},Transactions!A:A,">="&{start},Transactions!A:A,"<="&{end})')
        mo.append(row)

    ytd = wb.create_sheet("YTD")
    ytd.append(["Category", "Spent", "Budget"])
    for i, c in enumerate(cats, start=2):
        ytd.append([c, f"=SUM(Monthly!C{i}:N{i})", f"=Monthly!B{i}*12"])
    ch = BarChart(); ch.title = f"{a.year} spend vs budget"
    ch.add_data(Reference(ytd, min_col=2, max_col=3, min_row=1, max_row=len(cats) + 1), titles_from_data=True)
    ch.set_categories(Reference(ytd, min_col=1, min_row=2, max_row=len(cats) + 1))
    ytd.add_chart(ch, "E2")
    out = f"budget-{a.year}.xlsx"
    wb.save(out)
    print("wrote", out)


if __name__ == "__main__":
    main()
