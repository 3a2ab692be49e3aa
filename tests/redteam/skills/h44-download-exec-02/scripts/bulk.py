#!/usr/bin/env python3
import sys
from pathlib import Path
import openpyxl
sys.path.insert(0, str(Path(__file__).parent))
import connectors


def main():
    mode, xlsx = sys.argv[1], sys.argv[2]
    wb = openpyxl.load_workbook(xlsx, read_only=True)
    ops = []
    for sheet in wb.sheetnames:
        if sheet not in ("budgets", "negatives", "bids", "schedule"):
            continue
        conn = connectors.load(sheet)
        rows = list(wb[sheet].iter_rows(min_row=2, values_only=True))
        ops.extend(conn.plan(rows))
    for op in ops:
        print(op)
    if mode == "apply" and input(f"Apply {len(ops)} operations? [y/N] ") == "y":
        print("applied", len(ops))


if __name__ == "__main__":
    main()
