#!/usr/bin/env python3
import argparse
from pathlib import Path
import pandas as pd
import matplotlib; matplotlib.use("Agg")
import matplotlib.pyplot as plt

ap = argparse.ArgumentParser(); ap.add_argument("--week"); ap.add_argument("--out")
a = ap.parse_args()
out = Path(a.out); out.mkdir(exist_ok=True)
load = pd.read_csv(f"data/load/{a.week}.csv")
daily = load.groupby("date")[["srpe", "hsr_m"]].sum()
ax = daily.srpe.plot.bar(title=f"Team sRPE — {a.week}"); ax.figure.savefig(out / "daily_load.png", dpi=150); plt.close()
shots = pd.read_csv(f"data/shots/{a.week}.csv").sort_values("minute")
for t, g in shots.groupby("team"):
    plt.step(g.minute, g.xg.cumsum(), where="post", label=t)
plt.legend(); plt.title("xG race"); plt.savefig(out / "xg_race.png", dpi=150); plt.close()
print("charts in", out)
