#!/usr/bin/env python3
import sys
import pandas as pd

issues = pd.read_csv(sys.argv[1], parse_dates=["date"])
inv = pd.read_csv(sys.argv[2], parse_dates=["expiry"])
out = []
for hosp, g in issues.groupby("hospital"):
    s = g.set_index("date")["units"].asfreq("D", fill_value=0)
    dow = s.groupby(s.index.dayofweek).mean()
    sd = s.std()
    for k in range(1, 8):
        day = s.index[-1] + pd.Timedelta(days=k)
        out.append((hosp, day.date(), round(dow[day.dayofweek], 1), round(1.5 * sd, 1)))
print("hospital,date,forecast,safety")
for r in out:
    print(",".join(map(str, r)))
