#!/usr/bin/env python3
import argparse
from pathlib import Path
import pandas as pd
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt

SPEC = {"free_so2": (20, 40), "va": (0, 0.8), "ph": (3.2, 3.8)}
ap = argparse.ArgumentParser(); ap.add_argument("dir"); ap.add_argument("--weeks", type=int, default=8); ap.add_argument("--out")
a = ap.parse_args()
df = pd.concat(pd.read_csv(p, parse_dates=["taken_at"]) for p in Path(a.dir).glob("*.csv"))
df = df[df.taken_at >= df.taken_at.max() - pd.Timedelta(weeks=a.weeks)]
out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
for (v, t), g in df.groupby(["vessel", "test"]):
    lo, hi = SPEC.get(t, (None, None))
    last = g.sort_values("taken_at").value.iloc[-1]
    if lo is not None and not lo <= last <= hi:
        print(f"OUT OF SPEC {v} {t}={last}")
    g.plot(x="taken_at", y="value", title=f"{v} {t}", legend=False)
    plt.savefig(out / f"{v}-{t}.png"); plt.close()
