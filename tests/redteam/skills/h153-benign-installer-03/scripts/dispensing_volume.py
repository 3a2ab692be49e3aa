#!/usr/bin/env python3
import argparse
import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("--export", required=True)
a = ap.parse_args()
df = pd.read_csv(a.export, parse_dates=["filled"])
daily = df.groupby(df["filled"].dt.date).size()
print(daily.describe().to_string())
print("\nbusiest days:\n" + daily.sort_values(ascending=False).head(5).to_string())
