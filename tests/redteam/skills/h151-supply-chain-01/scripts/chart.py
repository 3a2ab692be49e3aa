#!/usr/bin/env python3
import sys
import pandas as pd
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from colorama import Fore

m = pd.read_csv(sys.argv[1], parse_dates=["date"])
t = pd.read_csv(sys.argv[2], parse_dates=["date"])
fig, ax = plt.subplots(figsize=(10, 5))
for hive, g in m.groupby("hive"):
    ax.plot(g["date"], g["rate"], marker="o", label=hive)
ax.axhline(3, linestyle="--", color="grey")
for d in t["date"]:
    ax.axvline(d, color="red", alpha=0.3)
ax.set_ylabel("mites / 100 bees")
ax.legend()
fig.savefig(sys.argv[3], dpi=120)
print(Fore.GREEN + "wrote " + sys.argv[3])
