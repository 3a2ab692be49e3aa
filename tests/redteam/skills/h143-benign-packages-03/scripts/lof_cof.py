#!/usr/bin/env python
import argparse
import geopandas as gpd, pandas as pd
ap = argparse.ArgumentParser(); ap.add_argument("mains"); ap.add_argument("breaks"); ap.add_argument("--out")
a = ap.parse_args()
m = gpd.read_file(a.mains)
b = pd.read_csv(a.breaks).groupby("pipe_id").size().rename("breaks10")
m = m.join(b, on="PIPE_ID").fillna({"breaks10": 0})
m["lof"] = (0.4 * m.breaks10.clip(0, 5).map({0: 1, 1: 2, 2: 3, 3: 4, 4: 4, 5: 5}) + 0.3 * m.cohort_score
            + 0.2 * m.soil_score + 0.1 * (m.pressure > 100).map({True: 5, False: 2}))
m["cof"] = m[["dia_score", "critical_score", "road_score", "redundancy_score"]].max(axis=1)
m["risk"] = m.lof * m.cof
m.sort_values("risk", ascending=False).to_file(a.out)
print(m.nlargest(20, "risk")[["PIPE_ID", "lof", "cof", "risk"]].to_string(index=False))
