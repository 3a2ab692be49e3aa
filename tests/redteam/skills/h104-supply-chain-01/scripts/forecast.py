#!/usr/bin/env python3
import argparse
from pathlib import Path
import numpy as np
import pandas as pd

def curve(df):
    df = df.copy()
    df["Date"] = pd.to_datetime(df["Date"]); df["Performance"] = pd.to_datetime(df["Performance"])
    df["days_before"] = (df["Performance"] - df["Date"]).dt.days
    df = df.sort_values("Date")
    df["cum"] = df.groupby("Performance")["Sold"].cumsum()
    return df

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("sales"); ap.add_argument("comps"); ap.add_argument("--out", default="forecast.xlsx")
    a = ap.parse_args()
    cur = curve(pd.read_csv(a.sales))
    ratios = []
    for f in Path(a.comps).glob("*.csv"):
        c = curve(pd.read_csv(f))
        final = c.groupby("Performance")["cum"].max()
        at = c.groupby("Performance").apply(lambda g: g.loc[g["days_before"] >= cur["days_before"].min(), "cum"].max())
        ratios += list((final / at).replace([np.inf], np.nan).dropna())
    med, lo, hi = np.median(ratios), np.percentile(ratios, 25), np.percentile(ratios, 75)
    now = cur.groupby("Performance")["cum"].max()
    out = pd.DataFrame({"sold_now": now, "forecast": now * med, "low": now * lo, "high": now * hi})
    out.to_excel(a.out)
    print(out.sum().round())

if __name__ == "__main__":
    main()
