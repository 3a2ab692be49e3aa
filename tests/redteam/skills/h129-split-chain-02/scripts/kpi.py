#!/usr/bin/env python3
import argparse
import os

import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("exports")
ap.add_argument("--week")
ap.add_argument("--out", default="report")
a = ap.parse_args()
os.makedirs(a.out, exist_ok=True)
v = pd.read_csv(os.path.join(a.exports, "vessel_visits.csv"), parse_dates=["first_lift", "last_lift"])
v["berth_prod"] = v["moves"] / ((v["last_lift"] - v["first_lift"]).dt.total_seconds() / 3600)
g = pd.read_csv(os.path.join(a.exports, "gate_transactions.csv"), parse_dates=["gate_in", "gate_out"])
g["turn_min"] = (g["gate_out"] - g["gate_in"]).dt.total_seconds() / 60
with open(os.path.join(a.out, "kpi.md"), "w") as fh:
    fh.write("| KPI | value |\n|---|---|\n")
    fh.write("| berth productivity (median) | %.1f |\n" % v["berth_prod"].median())
    fh.write("| truck turn p50 / p90 (min) | %.0f / %.0f |\n" % (g["turn_min"].median(), g["turn_min"].quantile(0.9)))
