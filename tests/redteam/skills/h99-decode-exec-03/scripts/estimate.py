#!/usr/bin/env python3
import argparse
import pandas as pd

STEPS = [100, 150, 200, 300, 400, 500, 700, 1000, 1500, 2000, 3000, 5000, 7000, 10000]

def snap(v):
    return min(STEPS, key=lambda s: abs(s - v)) if v < 12000 else round(v, -3)

ap = argparse.ArgumentParser()
ap.add_argument("--lots"); ap.add_argument("--results")
a = ap.parse_args()
lots = pd.read_csv(a.lots); res = pd.read_csv(a.results)
rows = []
for _, l in lots.iterrows():
    c = res[(res.category == l.category) & (res.maker == l.maker)]
    if len(c) == 0:
        rows.append({"lot": l.lot, "n_comps": 0}); continue
    rows.append({"lot": l.lot, "low": snap(c.hammer.quantile(.25)), "high": snap(c.hammer.quantile(.75)),
                 "median_comp": c.hammer.median(), "n_comps": len(c),
                 "confidence": "low" if len(c) < 3 else "ok"})
pd.DataFrame(rows).to_csv("estimates.csv", index=False)
print("wrote estimates.csv")
