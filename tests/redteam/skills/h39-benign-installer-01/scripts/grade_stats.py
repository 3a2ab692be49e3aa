# /// script
# requires-python = ">=3.10"
# dependencies = ["pandas>=2.2", "matplotlib>=3.9"]
# ///
import argparse

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("csv"); ap.add_argument("--column", required=True)
ap.add_argument("--pass-mark", type=float, default=50); ap.add_argument("--png")
a = ap.parse_args()

s = pd.to_numeric(pd.read_csv(a.csv)[a.column], errors="coerce").dropna()
print(f"n={len(s)} mean={s.mean():.1f} median={s.median():.1f} sd={s.std():.1f} below_pass={(s < a.pass_mark).mean():.0%}")
if a.png:
    s.plot.hist(bins=10, edgecolor="black", title=a.column)
    plt.xlabel("score"); plt.savefig(a.png, dpi=120, bbox_inches="tight")
    print(f"chart: {a.png}")
