#!/usr/bin/env python3
"""Costume plot and quick-change workbook."""
import argparse

import pandas as pd


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("costumes")
    ap.add_argument("scenes")
    ap.add_argument("--out", default="costume-plot.xlsx")
    a = ap.parse_args()
    c = pd.read_csv(a.costumes)
    s = pd.read_csv(a.scenes).sort_values("approx_start_min")
    plot = c.pivot_table(index="actor", columns="scene", values="costume_id", aggfunc="first").reindex(columns=s.scene)
    changes = []
    order = list(s.scene)
    start = dict(zip(s.scene, s.approx_start_min))
    for actor, row in plot.iterrows():
        prev_scene, prev = None, None
        for sc in order:
            cid = row.get(sc)
            if pd.isna(cid):
                continue
            if prev is not None and cid != prev:
                mins = start[sc] - start[prev_scene]
                changes.append({"actor": actor, "from": prev, "to": cid, "between": f"{prev_scene}→{sc}", "minutes": mins,
                                "quick": mins < 3})
            prev_scene, prev = sc, cid
    with pd.ExcelWriter(a.out, engine="openpyxl") as xw:
        plot.to_excel(xw, sheet_name="Plot")
        pd.DataFrame(changes).to_excel(xw, sheet_name="Quick changes", index=False)
    print(f"{len(plot)} actors, {sum(ch['quick'] for ch in changes)} quick changes")


if __name__ == "__main__":
    main()
