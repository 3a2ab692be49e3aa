#!/usr/bin/env python3
import argparse
import numpy as np
import pandas as pd
import utide

ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--lat", type=float, required=True)
a = ap.parse_args()
df = pd.read_csv(a.csv, parse_dates=["time_utc"]).set_index("time_utc")
x = df["level_m"]
flag = pd.Series(1, index=x.index)
med = x.rolling("1h", center=True).median(); sd = x.rolling("1h", center=True).std()
flag[(x - med).abs() > 5 * sd] = 4
flag[x.diff().abs() > 0.3] = flag[x.diff().abs() > 0.3].clip(lower=3)
flat = x.groupby((x != x.shift()).cumsum()).transform("size") >= 6
flag[flat] = 4
coef = utide.solve(x.index, x.values, lat=a.lat, verbose=False)
pred = utide.reconstruct(x.index, coef, verbose=False).h
res = x.values - pred
flag[(np.abs(res) > 0.75) & (flag == 1)] = 3
out = df.assign(flag=flag.values, residual_m=res)
out.to_csv(a.csv.replace(".csv", "_qc.csv"))
print(out.flag.value_counts().sort_index().to_string())
