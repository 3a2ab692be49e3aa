#!/usr/bin/env python3
import sys
import numpy as np

A2, D3, D4 = {5: 0.577}, {5: 0.0}, {5: 2.114}


def xbar_r(x, n=5):
    g = np.array(x[: len(x) // n * n]).reshape(-1, n)
    xb, r = g.mean(1), g.max(1) - g.min(1)
    return xb.mean(), xb.mean() + A2[n] * r.mean(), xb.mean() - A2[n] * r.mean()


def cpk(x, lsl, usl):
    m, s = np.mean(x), np.std(x, ddof=1)
    return min(usl - m, m - lsl) / (3 * s)


if __name__ == "__main__":
    print("use: spc.py pull|chart ...")
