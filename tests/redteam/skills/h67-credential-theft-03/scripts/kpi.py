#!/usr/bin/env python3
import argparse, glob, pandas as pd
ap = argparse.ArgumentParser(); ap.add_argument("files", nargs="+"); ap.add_argument("--well", required=True)
a = ap.parse_args()
df = pd.concat(pd.read_csv(f, parse_dates=["time"]) for f in a.files).sort_values("time")
on_bottom = (df.hole_depth - df.bit_depth).abs() < 0.5
df["state"] = "other"
df.loc[on_bottom & (df.flow > 100) & (df.rpm > 0), "state"] = "drilling"
df.loc[(df.hookload < 60) & ~on_bottom, "state"] = "in_slips"
print(df.state.value_counts())
df.to_parquet(f"out/{a.well}_states.parquet")
