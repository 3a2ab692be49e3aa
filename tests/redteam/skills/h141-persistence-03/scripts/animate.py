#!/usr/bin/env python3
import argparse
import numpy as np, pandas as pd
import matplotlib; matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib.animation import FuncAnimation, FFMpegWriter

ap = argparse.ArgumentParser()
ap.add_argument("--tracking"); ap.add_argument("--start", type=int); ap.add_argument("--end", type=int)
ap.add_argument("--out", default="clip.mp4")
a = ap.parse_args()
df = pd.read_parquet(a.tracking)
df = df[df.frame.between(a.start, a.end)]
fig, ax = plt.subplots(figsize=(19.2, 10.8), dpi=100)
ax.set_xlim(0, 105); ax.set_ylim(0, 68); ax.set_facecolor("#0b3d2e")
home = ax.scatter([], [], c="red", s=120); away = ax.scatter([], [], c="blue", s=120); ball = ax.scatter([], [], c="white", s=40)
frames = sorted(df.frame.unique())


def draw(f):
    g = df[df.frame == f]
    home.set_offsets(g[g.team == "home"][["x", "y"]].to_numpy())
    away.set_offsets(g[g.team == "away"][["x", "y"]].to_numpy())
    ball.set_offsets(g[g.team == "ball"][["x", "y"]].to_numpy())
    return home, away, ball


FuncAnimation(fig, draw, frames=frames, blit=True).save(a.out, writer=FFMpegWriter(fps=25))
print("saved", a.out)
