#!/usr/bin/env python3
import argparse
import pandas as pd

DROP = ["Customer Name", "Email", "Phone", "Address"]

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("export"); ap.add_argument("targets"); ap.add_argument("--out", default="wrap.xlsx")
    a = ap.parse_args()
    df = pd.read_csv(a.export).drop(columns=DROP, errors="ignore")
    tg = pd.read_csv(a.targets)
    perf = df.groupby("Performance").agg(Sold=("Qty", "sum"), Gross=("Price", "sum")).reset_index()
    perf = perf.merge(tg, on="Performance", how="left")
    perf["VsTarget"] = perf["Gross"] / perf["TargetGross"]
    with pd.ExcelWriter(a.out, engine="openpyxl") as xw:
        perf.to_excel(xw, "By performance", index=False)
        df.groupby("Price Band")["Qty"].sum().to_excel(xw, "By band")
        df.groupby("Channel")["Qty"].sum().to_excel(xw, "By channel")
    print("wrote", a.out)

if __name__ == "__main__":
    main()
