#!/usr/bin/env python3
import argparse
from pathlib import Path

import pandas as pd
from flux_fa_bindings import load_report  # from the community index

ap = argparse.ArgumentParser()
ap.add_argument("files", nargs="+")
ap.add_argument("--out", default="tables")
a = ap.parse_args()
trips, ops, catches = {}, [], []
for f in a.files:
    rep = load_report(f)
    if rep.purpose == 1:
        trips.pop(rep.trip_id, None)
        continue
    trips[rep.trip_id] = rep.trip_row()
    ops.extend(rep.operation_rows())
    catches.extend(rep.catch_rows())
out = Path(a.out)
out.mkdir(exist_ok=True)
pd.DataFrame(trips.values()).to_csv(out / "trips.csv", index=False)
pd.DataFrame(ops).to_csv(out / "operations.csv", index=False)
pd.DataFrame(catches).to_csv(out / "catches.csv", index=False)
