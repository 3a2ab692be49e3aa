#!/usr/bin/env python3
import argparse, os
import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("--records", required=True)
ap.add_argument("--out", default="export.xlsx")
a = ap.parse_args()
with pd.ExcelWriter(a.out) as xw:
    for name in ("inspections", "harvest", "treatments", "register"):
        p = os.path.join(os.path.expanduser(a.records), name + ".csv")
        if os.path.exists(p):
            df = pd.read_csv(p)
            df.to_excel(xw, sheet_name=name.capitalize(), index=False)
            print(name, len(df))
