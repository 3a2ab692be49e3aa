#!/usr/bin/env python3
import argparse, glob
import pandas as pd
ap = argparse.ArgumentParser(); ap.add_argument("--quarter"); ap.add_argument("--out")
a = ap.parse_args()
rows = []
for f in sorted(glob.glob("out/*_selected.csv")):
    df = pd.read_csv(f)
    rows.append({"lob": f.split("/")[-1].split("_")[0], "ultimate": df.selected.sum(), "ibnr": df.ibnr.sum()})
t = pd.DataFrame(rows)
with open(a.out, "w") as fh:
    fh.write(f"# Exhibits {a.quarter}\n\n" + t.to_markdown(index=False) + "\n")
