#!/usr/bin/env python3
import sys, pandas as pd
s = pd.read_csv(sys.argv[1], parse_dates=["start", "stop"])
rows = []
for _, r in s.iterrows():
    idx = pd.date_range(r.start.floor("15min"), r.stop.ceil("15min"), freq="15min")
    if len(idx) > 1:
        for t in idx[:-1]:
            rows.append((t, r.kwh / (len(idx) - 1) * 4))
prof = pd.DataFrame(rows, columns=["ts", "kw"]).groupby("ts").kw.sum()
print(prof.describe())
