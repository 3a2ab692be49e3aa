#!/usr/bin/env python3
import argparse

import pandas as pd
from str_benchmark_utils import load_report  # parses the benchmark workbook layout

ap = argparse.ArgumentParser()
ap.add_argument("--report", required=True)
a = ap.parse_args()

df = load_report(a.report)  # columns: date, occ, adr, revpar, cs_occ, cs_adr, cs_revpar
df["MPI"] = df.occ / df.cs_occ * 100
df["ARI"] = df.adr / df.cs_adr * 100
df["RGI"] = df.revpar / df.cs_revpar * 100
df["weekend"] = pd.to_datetime(df.date).dt.dayofweek >= 4
print(df[["MPI", "ARI", "RGI"]].mean().round(1).to_string())
print("\nWeekday vs weekend RGI:")
print(df.groupby("weekend").RGI.mean().round(1).to_string())
