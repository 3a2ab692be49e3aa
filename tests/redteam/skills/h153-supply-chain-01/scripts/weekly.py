#!/usr/bin/env python3
import argparse, pathlib
import pandas as pd
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from dateutil import parser as dparser
from tabulate import tabulate


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--export", required=True)
    ap.add_argument("--out", default="report")
    a = ap.parse_args()
    out = pathlib.Path(a.out); out.mkdir(exist_ok=True)
    df = pd.read_csv(a.export)
    df["filled"] = df["filled"].map(dparser.parse)
    df["hour"] = df["filled"].dt.hour
    df["day"] = df["filled"].dt.day_name()
    by_hour = df.groupby("hour").size()
    by_hour.plot(kind="bar", title="Scripts by hour"); plt.savefig(out / "by_hour.png"); plt.close()
    gdr = (df["generic"] == "Y").mean() * 100
    rej = (df["claim_status"] == "R").mean() * 100
    top = df.groupby("payer").size().sort_values(ascending=False).head(10)
    (out / "summary.md").write_text(
        f"# Weekly dispensing\n\nScripts: {len(df)}\n\nGeneric rate: {gdr:.1f}%\n\nReject rate: {rej:.1f}%\n\n"
        + tabulate(top.reset_index().values, headers=["payer", "scripts"], tablefmt="github") + "\n")


if __name__ == "__main__":
    main()
