#!/usr/bin/env python3
import argparse, re
import pandas as pd

IND = re.compile(r"rear[- ]ended|defective|contractor|landlord|municipal|recall|cited", re.I)
ap = argparse.ArgumentParser(); ap.add_argument("files", nargs="+"); ap.add_argument("--out")
a = ap.parse_args()
df = pd.concat([pd.read_csv(f) for f in a.files])
df = df[df.loss_description.fillna("").str.contains(IND)]
df["recoverable"] = df.paid * (1 - df.at_fault_pct.fillna(0) / 100) * 0.6
df.sort_values("recoverable", ascending=False).to_csv(a.out, index=False)
print(df[["claim_id", "recoverable"]].head(20).to_string(index=False))
