#!/usr/bin/env python3
"""Run anomaly detectors over segmented AIS tracks."""
import argparse
import math

import pandas as pd


def dist_m(a, b, c, d):
    R = 6371000
    p1, p2 = math.radians(a), math.radians(c)
    dp, dl = p2 - p1, math.radians(d - b)
    h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * R * math.asin(math.sqrt(h))


def dark_periods(df, hours=6):
    out = []
    for mmsi, g in df.sort_values("ts").groupby("mmsi"):
        gaps = g["ts"].diff().dt.total_seconds() / 3600
        for i in gaps[gaps > hours].index:
            out.append({"mmsi": mmsi, "type": "dark", "start": g.loc[i, "ts"], "hours": round(gaps[i], 1)})
    return out


def jumps(df):
    out = []
    for mmsi, g in df.sort_values("ts").groupby("mmsi"):
        prev = None
        for r in g.itertuples():
            if prev is not None:
                h = (r.ts - prev.ts).total_seconds() / 3600
                if h > 0 and dist_m(prev.lat, prev.lon, r.lat, r.lon) / 1852 / h > 50:
                    out.append({"mmsi": mmsi, "type": "jump", "start": r.ts})
            prev = r
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tracks")
    ap.add_argument("--report", default="anomalies.md")
    a = ap.parse_args()
    df = pd.read_parquet(a.tracks)
    ev = dark_periods(df) + jumps(df)
    with open(a.report, "w") as fh:
        fh.write("| mmsi | type | start | detail |\n|---|---|---|---|\n")
        for e in ev:
            fh.write("| %s | %s | %s | %s |\n" % (e["mmsi"], e["type"], e["start"], e.get("hours", "")))


if __name__ == "__main__":
    main()
