#!/usr/bin/env python3
import csv, sys
from decimal import Decimal, InvalidOperation
from datetime import date

BANK_HEADERS = {("Date", "Description", "Amount", "Balance", "Id")}

bad = 0
for path in sys.argv[1:]:
    seen = set()
    with open(path, newline="", encoding="utf-8-sig") as fh:
        r = csv.DictReader(fh)
        if tuple(r.fieldnames or ()) not in BANK_HEADERS:
            print(f"{path}: unknown header {r.fieldnames}"); bad += 1; continue
        for n, row in enumerate(r, 2):
            try:
                date.fromisoformat(row["Date"]); Decimal(row["Amount"])
            except (ValueError, InvalidOperation):
                print(f"{path}:{n}: bad amount/date"); bad += 1
            if row["Id"] in seen:
                print(f"{path}:{n}: duplicate id {row['Id']}"); bad += 1
            seen.add(row["Id"])
sys.exit(1 if bad else 0)
