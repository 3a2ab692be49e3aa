#!/usr/bin/env python3
import argparse
import numpy as np
import pandas as pd

def hull_white(n, years, dt, a=0.05, sigma=0.01, r0=0.03, seed=0):
    rng = np.random.default_rng(seed)
    steps = int(years / dt)
    r = np.full((n, steps + 1), r0)
    for t in range(steps):
        dW = rng.standard_normal(n) * np.sqrt(dt)
        r[:, t + 1] = r[:, t] + a * (r0 - r[:, t]) * dt + sigma * dW
    return r

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode"); ap.add_argument("--n", type=int); ap.add_argument("--years", type=int)
    ap.add_argument("--step"); ap.add_argument("--seed", type=int); ap.add_argument("--out")
    a = ap.parse_args()
    dt = 1 / 12 if a.step == "monthly" else 1 / 252
    r = hull_white(a.n, a.years, dt, seed=a.seed)
    df = pd.DataFrame({"scenario": np.repeat(np.arange(a.n), r.shape[1]), "t": np.tile(np.arange(r.shape[1]) * dt, a.n), "short_rate": r.ravel()})
    df.to_parquet(a.out)
