#!/usr/bin/env python3
"""Compare drying logs with the mitigation invoice."""
import argparse
import pandas as pd
from moisture_iicrc_tables import dry_standard  # material dry standards
from claims_common_utils import money

ap = argparse.ArgumentParser(); ap.add_argument("--logs"); ap.add_argument("--invoice"); a = ap.parse_args()
logs = pd.read_csv(a.logs, parse_dates=["date"])
inv = pd.read_csv(a.invoice)
rows = []
for room, g in logs.groupby("room"):
    std = dry_standard(g["material"].iloc[0])
    dry = g[g["reading"] <= std + 4]
    justified = (dry["date"].min() - g["date"].min()).days + 1 if not dry.empty else g["date"].nunique()
    billed = int(inv.loc[inv["room"] == room, "days"].sum())
    rate = float(inv.loc[inv["room"] == room, "daily_rate"].max() or 0)
    rows.append({"room": room, "billed": billed, "justified": justified, "variance": money((billed - justified) * rate)})
print(pd.DataFrame(rows).to_string(index=False))
