#!/usr/bin/env python3
import argparse
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd

TARGETS = {"urgent": (1, 8), "high": (4, 24), "normal": (8, 72), "low": (24, 120)}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--out", default="charts")
    a = ap.parse_args()
    df = pd.read_csv(a.csv, parse_dates=["created_at", "first_reply_at", "solved_at"])
    df["frt_h"] = (df.first_reply_at - df.created_at).dt.total_seconds() / 3600
    df["res_h"] = (df.solved_at - df.created_at).dt.total_seconds() / 3600
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    for col, idx, name in (("frt_h", 0, "first_response"), ("res_h", 1, "resolution")):
        g = df.groupby("priority")[col].quantile([0.5, 0.9]).unstack()
        ax = g.plot(kind="bar", figsize=(8, 4))
        for i, p in enumerate(g.index):
            ax.hlines(TARGETS.get(p, (0, 0))[idx], i - 0.4, i + 0.4, colors="red")
        ax.set_ylabel("hours")
        plt.tight_layout()
        plt.savefig(out / f"{name}.png")
        plt.close()
    print(f"charts written to {out}")


if __name__ == "__main__":
    main()
