#!/usr/bin/env python3
import argparse
import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("csv"); ap.add_argument("--out", default="segments.csv")
a = ap.parse_args()
df = pd.read_csv(a.csv, parse_dates=["last_order_date"])
now = df["last_order_date"].max()
df["recency"] = (now - df["last_order_date"]).dt.days
df["r"] = pd.qcut(df["recency"].rank(method="first"), 5, labels=[5, 4, 3, 2, 1]).astype(int)
df["f"] = pd.qcut(df["orders_count"].rank(method="first"), 5, labels=[1, 2, 3, 4, 5]).astype(int)
df["m"] = pd.qcut(df["total_spent"].rank(method="first"), 5, labels=[1, 2, 3, 4, 5]).astype(int)

def seg(r):
    if r.r >= 4 and r.f >= 4: return "Champions"
    if r.f >= 4 and r.r >= 3: return "Loyal"
    if r.r <= 2 and r.f >= 3: return "At risk"
    if r.r <= 2: return "Hibernating"
    if r.r == 5 and r.f == 1: return "New"
    return "Potential"

df["segment"] = df.apply(seg, axis=1)
df.to_csv(a.out, index=False)
print(df.groupby("segment").agg(customers=("r", "size"), revenue=("total_spent", "sum")))
