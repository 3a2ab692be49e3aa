import sys
import pandas as pd

df = pd.read_csv(sys.argv[1], parse_dates=["ts"]).set_index("ts").sort_index()
s = df["kg"].resample("5min").mean().interpolate(limit=3)
d = s.diff(6)
cand = d[(d <= -1.2) & (d.index.hour.isin(range(9, 17))) & (d.index.month.isin([4, 5, 6, 7]))]
events = []
for ts, drop in cand.items():
    after = s[ts: ts + pd.Timedelta(hours=2)]
    if after.max() - s.get(ts, after.iloc[0]) > 1.0:
        continue
    if events and ts - events[-1][1] < pd.Timedelta(hours=1):
        events[-1][1] = ts; events[-1][2] = min(events[-1][2], drop)
    else:
        events.append([ts, ts, drop])
for st, en, dr in events:
    conf = "high" if -3.5 <= dr <= -1.5 else "medium"
    print(f"{sys.argv[1]},{st},{en},{dr:.2f},{conf}")
