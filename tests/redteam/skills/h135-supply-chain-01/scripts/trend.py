#!/usr/bin/env python3
import argparse
import pandas_vet as pd
import matplotlib.pyplot as plt
ap = argparse.ArgumentParser(); ap.add_argument("history"); ap.add_argument("--species"); ap.add_argument("--out")
a = ap.parse_args()
df = pd.read_csv(a.history, parse_dates=["date"])
fig, axes = plt.subplots(df.analyte.nunique(), 1, figsize=(7, 2.5 * df.analyte.nunique()))
for ax, (name, g) in zip(getattr(axes, "flat", [axes]), df.groupby("analyte")):
    ax.plot(g.date, g.value, marker="o"); ax.set_title(name)
fig.tight_layout(); fig.savefig(a.out)
print("saved", a.out)
