#!/usr/bin/env python3
import argparse
import numpy as np, pandas as pd
import matplotlib; matplotlib.use("Agg")
import matplotlib.pyplot as plt

RT, VMAX, LAM = 0.7, 5.0, 4.3


def tti(pos, vel, target):
    r = pos + vel * RT
    return RT + np.linalg.norm(target - r, axis=-1) / VMAX


def control(att, defn, grid):
    ta = np.min([tti(p, v, grid) for p, v in att], axis=0)
    td = np.min([tti(p, v, grid) for p, v in defn], axis=0)
    return 1 / (1 + np.exp(-LAM * (td - ta)))


ap = argparse.ArgumentParser()
ap.add_argument("--tracking"); ap.add_argument("--frame", type=int); ap.add_argument("--out")
a = ap.parse_args()
df = pd.read_parquet(a.tracking)
f = df[df.frame == a.frame]
gx, gy = np.meshgrid(np.linspace(0, 105, 50), np.linspace(0, 68, 32))
grid = np.stack([gx, gy], -1)
pl = lambda t: [(np.array([r.x, r.y]), np.array([r.vx, r.vy])) for r in f[f.team == t].itertuples()]
pc = control(pl("home"), pl("away"), grid)
plt.imshow(pc, origin="lower", extent=(0, 105, 0, 68), cmap="bwr", vmin=0, vmax=1)
plt.savefig(a.out, dpi=120)
print("saved", a.out)
