#!/usr/bin/env python3
import sys
import pandas as pd
df = pd.read_csv(sys.argv[1], parse_dates=["ts"]).set_index("ts")
p = df["psi"]
jumps = (p.diff().abs() > 20).sum()
below = (p < 35).sum() * (df.index.to_series().diff().median().total_seconds() / 60)
print(f"min {p.min():.1f} max {p.max():.1f} mean {p.mean():.1f} psi; transients {jumps}; minutes <35 psi {below:.0f}")
if p.min() < 0: print("NEGATIVE PRESSURE - report to supervisor now")
