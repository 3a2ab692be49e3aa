#!/usr/bin/env python3
import argparse
import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("file"); ap.add_argument("--length", type=float, default=2.0)
a = ap.parse_args()
df = pd.read_csv(a.file).sort_values("from_m")
out, cur, acc_len, acc_g = [], None, 0.0, 0.0
for _, r in df.iterrows():
    if cur is not None and (r.domain != cur or acc_len >= a.length):
        out.append((cur, acc_len, acc_g / acc_len)); acc_len = acc_g = 0.0
    cur = r.domain
    L = r.to_m - r.from_m
    acc_len += L; acc_g += L * r.au_ppm
if acc_len:
    out.append((cur, acc_len, acc_g / acc_len))
for d, L, g in out:
    print(f"{d},{L:.2f},{g:.3f}")
