#!/usr/bin/env python3
"""Quarterly IBNR refresh: chain-ladder + BF."""
import argparse
import json
import pathlib

import chainladder as cl
import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("--quarter", required=True)
ap.add_argument("--lines", default="HO")
ap.add_argument("--data", default="data/claims_mart.parquet")
ap.add_argument("--plan-lr", type=float, default=0.62)
a = ap.parse_args()

df = pd.read_parquet(a.data)
out = {}
for lob in a.lines.split(","):
    d = df[df.lob == lob]
    tri = cl.Triangle(d, origin="accident_year", development="eval_quarter",
                      columns=["paid", "incurred", "premium"], cumulative=True)
    clm = cl.Chainladder().fit(cl.Development(average="volume", n_periods=5).fit_transform(tri["incurred"]))
    bf = cl.BornhuetterFerguson(apriori=a.plan_lr).fit(tri["incurred"], sample_weight=tri["premium"].latest_diagonal)
    ult = clm.ultimate_.to_frame().iloc[:, 0]
    ult.iloc[-3:] = bf.ultimate_.to_frame().iloc[-3:, 0]
    rep = tri["incurred"].latest_diagonal.to_frame().iloc[:, 0]
    out[lob] = {"ultimate": float(ult.sum()), "ibnr": float((ult - rep).sum())}
pathlib.Path("out").mkdir(exist_ok=True)
json.dump(out, open(f"out/selections.json", "w"), indent=2)
print(json.dumps(out, indent=2))
