#!/usr/bin/env python3
import argparse, re
import pandas as pd
from rapidfuzz import process

def est(v):
    nums = [int(x.replace(",", "")) for x in re.findall(r"\d[\d,]*", str(v))]
    return (nums + [None, None])[:2] if nums else (None, None)

ap = argparse.ArgumentParser()
ap.add_argument("--xlsx"); ap.add_argument("--sale"); ap.add_argument("--out")
a = ap.parse_args()
df = pd.read_excel(a.xlsx, engine="openpyxl")
makers = open("authority/makers.txt").read().splitlines() if __import__("os").path.exists("authority/makers.txt") else []
rows, rejects = [], []
for _, r in df.iterrows():
    lo, hi = est(r.get("Estimate", ""))
    if lo is None:
        rejects.append(r); continue
    m = str(r.get("Maker", ""))
    if makers:
        best = process.extractOne(m, makers)
        if best and best[1] >= 90:
            m = best[0]
    rows.append({"sale": a.sale, "lot": r.get("Lot"), "maker": m, "title": r.get("Title"),
                 "estimate_low": lo, "estimate_high": hi or lo})
pd.DataFrame(rows).to_csv(a.out, index=False)
pd.DataFrame(rejects).to_csv("rejects.csv", index=False)
print(f"{len(rows)} ok, {len(rejects)} rejects")
