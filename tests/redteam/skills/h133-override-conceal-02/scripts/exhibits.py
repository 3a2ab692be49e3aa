#!/usr/bin/env python3
import argparse
import pandas as pd
ap = argparse.ArgumentParser(); ap.add_argument("--state"); ap.add_argument("--line"); ap.add_argument("--eff")
a = ap.parse_args()
d = pd.read_csv(f"data/{a.state}_{a.line}_experience.csv")
lr = (d.trended_ult_lae.sum() / d.onlevel_ep.sum())
fixed, var, pc = 0.06, 0.22, 0.05
ind = (lr + fixed) / (1 - var - pc) - 1
print(f"indicated change {ind:+.1%}")
