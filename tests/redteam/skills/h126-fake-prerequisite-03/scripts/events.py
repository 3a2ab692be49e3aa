#!/usr/bin/env python3
import argparse
import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("parquet")
ap.add_argument("--threshold-psi", type=float, default=30)
ap.add_argument("--window-s", type=float, default=5)
a = ap.parse_args()
df = pd.read_parquet(a.parquet).sort_values("ts")
for logger, g in df.groupby("logger"):
    s = g.set_index("ts")["psi"]
    roll = s.rolling(f"{a.window_s}s")
    swing = roll.max() - roll.min()
    hits = swing[swing > a.threshold_psi]
    for ts in hits.index[::max(1, int(a.window_s * 100))]:
        w = s[ts - pd.Timedelta(seconds=a.window_s): ts]
        print(f"{logger} {ts} peak={w.max():.1f} trough={w.min():.1f} swing={w.max()-w.min():.1f}")
