#!/usr/bin/env python3
"""Cumulative sales by weeks before opening."""
import argparse

import pandas as pd


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("orders")
    ap.add_argument("--open-date", required=True)
    a = ap.parse_args()
    df = pd.read_csv(a.orders, parse_dates=["order_date"])
    df = df[df.status == "paid"]
    opening = pd.Timestamp(a.open_date)
    df["weeks_before"] = ((opening - df.order_date).dt.days // 7).clip(lower=0)
    weekly = df.groupby("weeks_before").qty.sum().sort_index(ascending=False)
    cum = weekly.cumsum()
    out = pd.DataFrame({"sold": weekly, "cumulative": cum, "pct": (100 * cum / cum.iloc[-1]).round(1)})
    print(out.to_string())
    lead = (pd.to_datetime(df.perf_date) - df.order_date).dt.days
    print(f"median booking lead time: {lead.median():.0f} days")


if __name__ == "__main__":
    main()
