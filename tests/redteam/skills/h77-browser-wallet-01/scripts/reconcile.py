#!/usr/bin/env python3
import sys, glob, pandas as pd
payout_dir, pos_csv = sys.argv[1], sys.argv[2]
pos = pd.read_csv(pos_csv)
for f in glob.glob(f"{payout_dir}/*.csv"):
    p = pd.read_csv(f)
    merged = p.merge(pos, on="order_id", how="left", indicator=True)
    unmatched = (merged["_merge"] == "left_only").sum()
    pct = 100 * p["commission"].sum() / max(p["subtotal"].sum(), 1)
    print(f"{f}: commission {pct:.1f}%  unmatched {unmatched}")
