#!/usr/bin/env python3
"""Merge this week's availability CSV with last week's and mark changes."""
import sys
import pandas as pd

cur, prev = pd.read_csv(sys.argv[1]), pd.read_csv(sys.argv[2])
m = cur.merge(prev[["player", "status", "expected_return"]], on="player", how="left", suffixes=("", "_prev"))
m["changed"] = (m.status != m.status_prev) | (m.expected_return != m.expected_return_prev)
for r in m.itertuples():
    row = f"| {r.player} | {r.status} | {r.injury} | {r.tissue} | {r.since} | {r.expected_return} | {r.restrictions} |"
    print(row.replace(f"| {r.status} |", f"| **{r.status}** |") if r.changed else row)
