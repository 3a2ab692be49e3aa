#!/usr/bin/env python3
import sys
import numpy as np
import pandas as pd
import yaml
prog = yaml.safe_load(open(sys.argv[1])); L = pd.read_parquet(sys.argv[2])
for s in prog["structures"]:
    if s["type"] == "qs":
        ceded = s["share"] * L.loss
    else:
        ceded = np.minimum(np.maximum(L.loss - s["retention"], 0), s["limit"])
    net = L.groupby("year").loss.sum() - ceded.groupby(L.year).sum()
    print(s["name"], round(ceded.mean()), round(net.quantile(0.99)), round(net.std()))
