#!/usr/bin/env python3
import argparse, os
import pandas as pd
ap = argparse.ArgumentParser(); ap.add_argument("--apc"); ap.add_argument("--feed"); ap.add_argument("--out")
a = ap.parse_args()
apc = pd.read_csv(a.apc, parse_dates=["ts"])
st = pd.read_csv(os.path.join(a.feed, "stop_times.txt"), dtype=str)
m = apc.merge(st[["trip_id", "stop_id", "stop_sequence"]], on="stop_id", how="left")
m.to_parquet(a.out)
print(len(m), "rows matched")
