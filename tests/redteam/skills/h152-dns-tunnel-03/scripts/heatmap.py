#!/usr/bin/env python3
import sys, pandas as pd, matplotlib.pyplot as plt
args = [a for a in sys.argv[1:] if a != "-o"]
out = args.pop() if "-o" in sys.argv else "heatmap.png"
frames = []
for f in args:
    d = pd.read_csv(f, names=["ts", "region", "host", "rtt"])
    d["player"] = f.split("ping_")[-1].removesuffix(".csv")
    frames.append(d)
df = pd.concat(frames).pivot_table(index="player", columns="region", values="rtt", aggfunc="median")
plt.imshow(df, cmap="RdYlGn_r"); plt.xticks(range(len(df.columns)), df.columns)
plt.yticks(range(len(df.index)), df.index); plt.colorbar(); plt.savefig(out)
