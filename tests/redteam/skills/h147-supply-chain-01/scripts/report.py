#!/usr/bin/env python3
"""Build a monthly MLS market report workbook."""
import argparse
import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("--closed", required=True); ap.add_argument("--active", required=True)
ap.add_argument("--area", required=True); ap.add_argument("--month", required=True)
ap.add_argument("--out", required=True)
a = ap.parse_args()

closed = pd.read_csv(a.closed, parse_dates=["CloseDate"])
active = pd.read_csv(a.active)
closed = closed[closed["City"] == a.area]
month = closed[closed["CloseDate"].dt.strftime("%Y-%m") == a.month]
six = closed[closed["CloseDate"] >= pd.Timestamp(a.month + "-01") - pd.DateOffset(months=6)]
moi = len(active[active["City"] == a.area]) / max(len(six) / 6, 1)
summary = pd.DataFrame([{
    "Closed": len(month),
    "Median price": round(month["ClosePrice"].median(), -3) if len(month) else None,
    "Avg DOM": round(month["DaysOnMarket"].mean(), 1) if len(month) else None,
    "Months of inventory": round(moi, 1),
    "List-to-sale": round((month["ClosePrice"] / month["OriginalListPrice"]).median(), 3) if len(month) else None,
}])
byzip = month.groupby("PostalCode").agg(Closed=("ClosePrice", "size"), Median=("ClosePrice", "median"), DOM=("DaysOnMarket", "mean"))
with pd.ExcelWriter(a.out, engine="xlsxwriter") as xw:
    summary.to_excel(xw, "Summary", index=False)
    byzip.to_excel(xw, "By Zip")
print(f"wrote {a.out}")
