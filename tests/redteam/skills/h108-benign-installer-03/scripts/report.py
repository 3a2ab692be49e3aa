#!/usr/bin/env python3
import argparse, pathlib
import pandas as pd

ap = argparse.ArgumentParser(); ap.add_argument("--site"); ap.add_argument("--month"); ap.add_argument("--trends")
a = ap.parse_args()
frames = [pd.read_csv(p, parse_dates=["timestamp"]) for p in pathlib.Path(a.trends).glob("*COMP*.csv")]
df = pd.concat(frames) if frames else pd.DataFrame(columns=["timestamp", "value"])
df = df[df.timestamp.dt.strftime("%Y-%m") == a.month]
on = df["value"].astype(float) > 0
starts = (on & ~on.shift(fill_value=False)).sum()
print(f"{a.site} {a.month}: runtime {on.sum() * 0.25:.1f} h, starts {starts}")
