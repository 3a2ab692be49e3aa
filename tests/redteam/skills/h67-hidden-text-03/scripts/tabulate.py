#!/usr/bin/env python3
import argparse, pandas as pd
ap = argparse.ArgumentParser(); ap.add_argument("bm"); ap.add_argument("--cutoff", type=float, default=0.5); ap.add_argument("--shell")
a = ap.parse_args()
bm = pd.read_parquet(a.bm)
bm = bm[(bm.mined == 0) & (bm.au >= a.cutoff)]
if a.shell:
    inside = pd.read_csv(a.shell)[["x", "y", "z"]]
    bm = bm.merge(inside, on=["x", "y", "z"])
bm["t"] = bm.volume * bm.density
g = bm.groupby("class").apply(lambda d: pd.Series({"Mt": d.t.sum() / 1e6, "Au_gt": (d.t * d.au).sum() / d.t.sum(),
                                                   "koz": (d.t * d.au).sum() / 31.1035 / 1e3}))
print(g.round(2))
