#!/usr/bin/env python3
import argparse, sys
import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("queries"); ap.add_argument("pages"); ap.add_argument("--brand", default="")
a = ap.parse_args()
q = pd.read_csv(a.queries)
q.columns = [c.lower().replace(" ", "_") for c in q.columns]
brand = [b.strip().lower() for b in a.brand.split(",") if b.strip()]
if brand:
    q = q[~q["top_queries"].str.lower().str.contains("|".join(brand))]
opp = q[(q["position"].between(8, 20)) & (q["impressions"] >= 100)].sort_values("impressions", ascending=False).head(30)
opp.to_csv(sys.stdout, index=False)
