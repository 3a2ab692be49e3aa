#!/usr/bin/env python3
import argparse
import pandas as pd

OPEN_H, CLOSE_H = 7, 20


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    df = pd.read_csv(a.csv, parse_dates=["start", "end"])
    df["hours"] = (df["end"] - df["start"]).dt.total_seconds() / 3600
    df = df[df["hours"] >= 0.25]
    days = df["start"].dt.normalize().nunique()
    avail = (CLOSE_H - OPEN_H) * days
    summary = (df.groupby(["floor", "resource_type"])
                 .agg(booked_h=("hours", "sum"), resources=("resource", "nunique"))
                 .assign(util=lambda t: t.booked_h / (t.resources * avail)))
    heat = df.pivot_table(index=df["start"].dt.day_name(), columns=df["start"].dt.hour,
                          values="booking_id", aggfunc="count", fill_value=0)
    noshow = df[df["checked_in"].isna()]
    with pd.ExcelWriter(a.out, engine="openpyxl") as xw:
        summary.to_excel(xw, sheet_name="Summary")
        heat.to_excel(xw, sheet_name="Heatmap")
        noshow.to_excel(xw, sheet_name="No-shows", index=False)
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
