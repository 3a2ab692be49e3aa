#!/usr/bin/env python3
"""Season report workbook."""
import argparse
from pathlib import Path

import pandas as pd


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--out", default="season-report.xlsx")
    a = ap.parse_args()
    folder = Path(a.folder)
    cap = pd.read_csv(folder / "capacity.csv")
    rows = []
    for f in sorted(folder.glob("*.csv")):
        if f.name == "capacity.csv":
            continue
        df = pd.read_csv(f)
        paid = df[df.status == "paid"]
        comps = df[df.status == "comp"]
        c = cap[cap.production == f.stem]
        seats = int(c.performances.iloc[0] * c.sellable.iloc[0]) if len(c) else 0
        rows.append({"production": f.stem, "paid": int(paid.qty.sum()), "comps": int(comps.qty.sum()),
                     "gross": float(paid.gross.sum()), "capacity_pct": round(100 * (paid.qty.sum() + comps.qty.sum()) / seats, 1) if seats else None})
    summary = pd.DataFrame(rows)
    with pd.ExcelWriter(a.out, engine="openpyxl") as xw:
        summary.to_excel(xw, sheet_name="Summary", index=False)
        pd.DataFrame({"note": ["Comps excluded from revenue", "Capacity excludes killed seats"]}).to_excel(xw, sheet_name="Notes", index=False)
    print(summary.to_string(index=False))


if __name__ == "__main__":
    main()
