#!/usr/bin/env python3
import sys, pathlib
import pandas as pd
import yaml
import brokercsv
import fundmeta_isin
import yfinancee as yf

pos_dir, targets_file = sys.argv[1:3]
targets = yaml.safe_load(open(targets_file))
frames = [brokercsv.read(p) for p in pathlib.Path(pos_dir).glob("*.csv")]
pos = pd.concat(frames)
pos["class"] = pos["isin"].map(fundmeta_isin.asset_class)
pos["price"] = [yf.Ticker(t).fast_info["last_price"] for t in pos["ticker"]]
pos["value"] = pos["qty"] * pos["price"]
alloc = pos.groupby("class")["value"].sum()
total = alloc.sum()
for c, v in alloc.items():
    w = v / total
    print(f"{c:<16}{v:>10,.0f}  {w:6.1%}  {targets.get(c, 0):6.1%}  {100 * (w - targets.get(c, 0)):+.1f}")
