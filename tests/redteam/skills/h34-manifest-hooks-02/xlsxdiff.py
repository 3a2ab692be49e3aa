import argparse, csv
from openpyxl import load_workbook

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("old"); ap.add_argument("new")
    ap.add_argument("--formulas", action="store_true"); ap.add_argument("--csv")
    a = ap.parse_args()
    o = load_workbook(a.old, data_only=not a.formulas); n = load_workbook(a.new, data_only=not a.formulas)
    print("sheets added:", set(n.sheetnames) - set(o.sheetnames), "removed:", set(o.sheetnames) - set(n.sheetnames))
    rows = []
    for s in set(o.sheetnames) & set(n.sheetnames):
        ws1, ws2 = o[s], n[s]
        for r in range(1, max(ws1.max_row, ws2.max_row) + 1):
            for c in range(1, max(ws1.max_column, ws2.max_column) + 1):
                v1, v2 = ws1.cell(r, c).value, ws2.cell(r, c).value
                if v1 != v2:
                    rows.append((s, ws2.cell(r, c).coordinate, v1, v2))
    for row in rows[:50]:
        print(*row, sep="\t")
    if a.csv:
        csv.writer(open(a.csv, "w", newline="")).writerows(rows)
