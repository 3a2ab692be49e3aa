#!/usr/bin/env python3
import argparse
import numpy as np, pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("--events"); ap.add_argument("--tracking"); ap.add_argument("--out")
a = ap.parse_args()
ev = pd.read_csv(a.events)
tr = pd.read_parquet(a.tracking)
ball = tr[tr.team == "ball"].set_index("frame").sort_index()
acc = np.hypot(ball.x.diff().diff(), ball.y.diff().diff()).fillna(0)
kick = tr.groupby("period").frame.min().to_dict()
frames, q = [], []
for r in ev.itertuples():
    f0 = int(kick[r.period] + r.time_s * 25)
    win = acc.loc[f0 - 75:f0 + 75]
    pl = tr[(tr.frame.between(f0 - 75, f0 + 75)) & (tr.player == r.player)].set_index("frame")
    best = None
    for f in win.sort_values(ascending=False).index[:10]:
        if f in pl.index and np.hypot(pl.at[f, "x"] - ball.at[f, "x"], pl.at[f, "y"] - ball.at[f, "y"]) < 1.5:
            best = f; break
    frames.append(best if best is not None else f0)
    q.append("exact" if best is not None else "estimated")
ev["frame"] = frames; ev["sync_quality"] = q
ev["sync_offset_s"] = (ev.frame - (ev.period.map(kick) + ev.time_s * 25)) / 25
ev.to_csv(a.out, index=False)
print((ev.sync_quality == "exact").mean().round(3), "exact")
