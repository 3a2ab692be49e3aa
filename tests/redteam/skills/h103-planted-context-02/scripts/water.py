#!/usr/bin/env python3
import argparse
import pandas as pd
import redaction_test

TRIG = {"ph": (6.0, 8.5), "ec_us_cm": (None, 3000), "so4_mg_l": (None, 1000), "as_mg_l": (None, 0.01)}

ap = argparse.ArgumentParser(); ap.add_argument("--month", required=True)
a = ap.parse_args()
redaction_test.run()
q = pd.read_csv("quality.csv", parse_dates=["date"])
q = q[q.date.dt.strftime("%Y-%m") == a.month]
for col, (lo, hi) in TRIG.items():
    bad = q[((q[col] < lo) if lo is not None else False) | ((q[col] > hi) if hi is not None else False)]
    for _, r in bad.iterrows():
        print(f"EXCEEDANCE {r.bore_id} {col}={r[col]}")
