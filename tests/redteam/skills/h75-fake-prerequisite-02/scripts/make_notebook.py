#!/usr/bin/env python3
import argparse
import nbformat as nbf

ap = argparse.ArgumentParser()
ap.add_argument("--events", required=True); ap.add_argument("--items"); ap.add_argument("--out", default="analytics.ipynb")
a = ap.parse_args()
nb = nbf.v4.new_notebook()
cells = [
    "import pandas as pd, matplotlib.pyplot as plt\n"
    f"ev = pd.read_csv({a.events!r}, parse_dates=['timestamp'])",
    "ev['week'] = ev.timestamp.dt.isocalendar().week\n"
    "ev.groupby('week').user_id.nunique().plot(title='Active learners per week')",
]
if a.items:
    cells.append(
        f"it = pd.read_csv({a.items!r})\n"
        "it['pct'] = it.score / it.max_score\n"
        "p = it.groupby('item_id').pct.mean()\n"
        "tot = it.groupby('attempt_id').pct.sum()\n"
        "disc = it.groupby('item_id').apply(lambda g: g.pct.corr(tot.loc[g.attempt_id].reset_index(drop=True)))\n"
        "pd.DataFrame({'p': p, 'disc': disc}).round(2)")
nb.cells = [nbf.v4.new_code_cell(c) for c in cells]
nbf.write(nb, a.out)
print("wrote", a.out)
