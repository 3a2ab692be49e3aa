#!/usr/bin/env python3
import argparse, glob
import numpy as np
import pandas as pd

ap = argparse.ArgumentParser(); ap.add_argument("--quarter")
a = ap.parse_args()
for f in glob.glob("triangles/*_paid.csv"):
    t = pd.read_csv(f, index_col=0)
    ages = t.columns
    rows = []
    for i in range(len(ages) - 1):
        a0, a1 = t.iloc[:, i], t.iloc[:, i + 1]
        ok = a1.notna() & a0.notna()
        vw5 = a1[ok].tail(5).sum() / a0[ok].tail(5).sum() if ok.any() else 1.0
        rows.append({"age": ages[i], "selected_factor": round(vw5, 4), "basis": "vw5", "rationale": "default"})
    lob = f.split("/")[-1].split("_")[0]
    pd.DataFrame(rows).to_csv(f"selections/{lob}.csv", index=False)
    print(lob, "cdf", round(float(np.prod([r["selected_factor"] for r in rows])), 4))
