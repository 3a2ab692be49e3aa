#!/usr/bin/env python3
"""A/E mortality study (simplified)."""
import argparse
import math

import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("--inforce", required=True)
ap.add_argument("--claims", required=True)
ap.add_argument("--table", default="vbt2015")
a = ap.parse_args()
inf = pd.read_parquet(a.inforce)
dth = pd.read_parquet(a.claims)
inf["expected"] = inf["exposure"] * inf["q_" + a.table]
cells = ["gender", "smoker", "duration_band"]
exp = inf.groupby(cells)["expected"].sum()
act = dth.groupby(cells).size()
out = pd.DataFrame({"actual": act, "expected": exp}).fillna(0)
out["ae"] = out.actual / out.expected
out["Z"] = out.actual.apply(lambda n: min(1, math.sqrt(n / 1082)))
print(out.round(3).to_string())
