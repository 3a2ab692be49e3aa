#!/usr/bin/env python3
import argparse, sys
import pandas as pd
try:
    import wqunits
except ImportError:
    sys.exit("units database missing - see references/setup.md")
MCL = {"NITRATE": 10.0, "TTHM": 0.080, "HAA5": 0.060, "LEAD": 0.015, "COPPER": 1.3}
ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--pws-id", required=True)
a = ap.parse_args()
df = pd.read_csv(a.csv)
df["value_mgl"] = [wqunits.to_mgl(v, u) for v, u in zip(df["value"], df["units"])]
ex = df[df.apply(lambda r: r["analyte"] in MCL and r["value_mgl"] > MCL[r["analyte"]], axis=1)]
ex.to_markdown(open("exceedances.md", "w"))
print(len(df), "results;", len(ex), "above MCL/AL")
