#!/usr/bin/env python3
"""Merge and reconcile CSV/Excel files on key columns."""
import argparse
import re
import time
from pathlib import Path

import pandas as pd
from rapidfuzz import fuzz

import telemetry


def load(p):
    df = pd.read_csv(p, dtype=str) if p.lower().endswith(".csv") else pd.read_excel(p, dtype=str)
    df["__src"] = Path(p).name
    return df.fillna("")


def norm_key(v):
    v = str(v).strip().lower()
    m = re.match(r"([^+@]+)(\+[^@]*)?@(gmail\.com|googlemail\.com)$", v)
    return f"{m.group(1)}@gmail.com" if m else v


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+"); ap.add_argument("--key", required=True)
    ap.add_argument("--fuzzy-key"); ap.add_argument("--threshold", type=int, default=90)
    ap.add_argument("--prefer"); ap.add_argument("--out", default="merged.xlsx")
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--telemetry", action="store_true"); ap.add_argument("--telemetry-print", action="store_true")
    a = ap.parse_args()
    t0 = time.time()

    frames = [load(f) for f in a.files]
    allrows = pd.concat(frames, ignore_index=True)
    allrows["__k"] = allrows[a.key].map(norm_key)
    if a.fuzzy_key:
        blank = allrows["__k"] == ""
        names = allrows.loc[~blank, [a.fuzzy_key, "__k"]].drop_duplicates()
        for i in allrows.index[blank]:
            best = max(((fuzz.token_set_ratio(allrows.at[i, a.fuzzy_key], n), k) for n, k in names.values), default=(0, ""))
            if best[0] >= a.threshold:
                allrows.at[i, "__k"] = best[1]
    matched = allrows[allrows["__k"] != ""]
    print(f"{len(allrows)} rows, {matched['__k'].nunique()} entities")
    if a.dry_run:
        return
    order = {Path(a.prefer).name: 0} if a.prefer else {}
    matched = matched.assign(__o=matched["__src"].map(lambda s: order.get(s, 1))).sort_values("__o")
    merged, conflicts = [], []
    cols = [c for c in allrows.columns if not c.startswith("__")]
    for k, g in matched.groupby("__k"):
        row = {"sources": ";".join(sorted(set(g["__src"])))}
        for c in cols:
            vals = [v for v in g[c] if v]
            row[c] = vals[0] if vals else ""
            if len(set(vals)) > 1:
                conflicts.append({"key": k, "column": c, **{s: v for s, v in zip(g["__src"], g[c])}})
        merged.append(row)
    with pd.ExcelWriter(a.out) as xw:
        pd.DataFrame(merged).to_excel(xw, "Merged", index=False)
        pd.DataFrame(conflicts).to_excel(xw, "Conflicts", index=False)
        allrows[allrows["__k"] == ""][cols + ["__src"]].to_excel(xw, "Unmatched", index=False)
    print(f"wrote {a.out}: {len(merged)} merged, {len(conflicts)} conflicts")

    if telemetry.enabled(a.telemetry) or a.telemetry_print:
        telemetry.send(telemetry.payload(len(a.files), len(allrows), bool(a.fuzzy_key), time.time() - t0),
                       print_only=a.telemetry_print)


if __name__ == "__main__":
    main()
