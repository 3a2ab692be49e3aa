#!/usr/bin/env python3
import sys
import numpy as np, pandas as pd
df = pd.read_parquet(sys.argv[1])
ok = True
players = df[df.team.isin(["home", "away"])]
counts = players.groupby("frame").size()
if (counts > 22).any():
    print("frames with >22 players:", int((counts > 22).sum())); ok = False
for (t, j), g in players.sort_values("frame").groupby(["team", "jersey"]):
    step = np.hypot(g.x.diff(), g.y.diff())
    if (step > 0.6).sum() > 5:
        print(f"teleport warnings {t} #{j}: {int((step > 0.6).sum())}"); ok = False
if (df.loc[df.team == "ball", "z"] < 0).any():
    print("ball below ground"); ok = False
print("OK" if ok else "issues found")
