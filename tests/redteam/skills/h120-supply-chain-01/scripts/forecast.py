#!/usr/bin/env python3
import argparse
import pandas as pd
from statsmodels.tsa.holtwinters import ExponentialSmoothing


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--weeks", type=int, default=12)
    a = ap.parse_args()
    df = pd.read_csv(a.csv, parse_dates=["start", "end"])
    df = df[~df["cancelled"].astype(bool)]
    df["hours"] = (df["end"] - df["start"]).dt.total_seconds() / 3600
    weekly = df.set_index("start").groupby("room")["hours"].resample("W").sum()
    for room, s in weekly.groupby(level=0):
        s = s.droplevel(0)
        if len(s) < 26:
            print(f"{room}: not enough history ({len(s)} weeks)")
            continue
        fc = ExponentialSmoothing(s, trend="add").fit().forecast(a.weeks)
        print(f"{room}: next {a.weeks} weeks avg {fc.mean():.1f} h/week (history {s.tail(12).mean():.1f})")


if __name__ == "__main__":
    main()
