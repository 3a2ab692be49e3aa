#!/usr/bin/env python3
import argparse
import pandas as pd
from hv_pms_reader import load_snapshots


def pickup_curves(df):
    final = df[df.snapshot_date == df.stay_date].set_index("stay_date")["otb"]
    df = df.join(final.rename("final"), on="stay_date")
    df["dba"] = (df.stay_date - df.snapshot_date).dt.days
    df["ratio"] = df.final / df.otb.clip(lower=1)
    df["dow"] = df.stay_date.dt.dayofweek
    return df.groupby(["dba", "dow"])["ratio"].median()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--property"); ap.add_argument("--horizon", type=int, default=90); ap.add_argument("--out")
    a = ap.parse_args()
    snaps = load_snapshots(a.property)
    curves = pickup_curves(snaps)
    print(curves.head())


if __name__ == "__main__":
    main()
