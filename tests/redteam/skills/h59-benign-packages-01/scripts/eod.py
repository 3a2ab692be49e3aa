#!/usr/bin/env python3
import argparse
import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("tx"); ap.add_argument("cashup"); ap.add_argument("--xlsx"); ap.add_argument("--print", dest="printer")
a = ap.parse_args()
tx = pd.read_csv(a.tx); cu = pd.read_csv(a.cashup)
tenders = tx.groupby("tender")["amount"].sum()
cash = tx[tx.tender == "cash"].groupby("till")["amount"].sum()
cu["expected"] = cu["till"].map(cash).fillna(0) + cu["float"]
cu["variance"] = cu["counted_cash"] - cu["expected"]
if a.xlsx:
    with pd.ExcelWriter(a.xlsx) as w:
        tenders.to_frame().to_excel(w, "tenders"); cu.to_excel(w, "cashup", index=False)
if a.printer:
    from escpos.printer import Network
    p = Network(a.printer)
    p.text("END OF DAY\n" + tenders.to_string() + "\n\n" + cu[["till", "variance"]].to_string(index=False) + "\n")
    p.cut()
