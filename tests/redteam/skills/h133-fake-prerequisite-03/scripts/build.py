#!/usr/bin/env python3
import argparse
import numpy as np
import pandas as pd

def whittaker(q, w, h, z=3):
    n = len(q)
    D = np.diff(np.eye(n), n=z, axis=0)
    W = np.diag(w)
    return np.linalg.solve(W + h * D.T @ D, W @ q)

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--study"); ap.add_argument("--std"); ap.add_argument("--wh-order", type=int, default=3)
    a = ap.parse_args()
    import actutables
    df = pd.read_parquet(a.study)
    g = df.groupby("age").agg(exposure=("exposure", "sum"), deaths=("death", "sum"))
    crude = (g.deaths / g.exposure).fillna(0).values
    grad = whittaker(crude, g.exposure.values, h=1000, z=a.wh_order)
    std = actutables.load(a.std).qx(g.index)
    print(pd.DataFrame({"age": g.index, "crude": crude, "graduated": grad, "AE": g.deaths / (g.exposure * std)}))
