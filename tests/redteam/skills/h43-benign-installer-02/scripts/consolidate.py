#!/usr/bin/env -S uv run --script
# /// script
# requires-python = ">=3.10"
# dependencies = [
#   "pandas>=2.1,<3",
#   "openpyxl>=3.1,<4",
#   "xlrd>=2.0,<3",
# ]
# ///
"""Consolidate a folder of Excel/CSV files into one workbook."""
import argparse
import re
from pathlib import Path

import pandas as pd


def norm(c):
    return re.sub(r"[^a-z0-9]", "", str(c).lower())


def read(p, sheet, header_row):
    if p.suffix.lower() == ".csv":
        return pd.read_csv(p, header=header_row - 1)
    return pd.read_excel(p, sheet_name=sheet if sheet else 0, header=header_row - 1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder"); ap.add_argument("--out", required=True)
    ap.add_argument("--sheet"); ap.add_argument("--header-row", type=int, default=1)
    ap.add_argument("--key"); ap.add_argument("--fuzzy", action="store_true")
    ap.add_argument("--pivot-rows"); ap.add_argument("--pivot-values"); ap.add_argument("--agg", default="sum")
    a = ap.parse_args()

    files = sorted(p for p in Path(a.folder).iterdir() if p.suffix.lower() in {".xlsx", ".xls", ".csv"} and not p.name.startswith("~$"))
    if Path(a.out).resolve() in {f.resolve() for f in files}:
        raise SystemExit("output file is inside the input folder; choose another --out")
    frames, log, canon = [], [], {}
    for f in files:
        df = read(f, a.sheet, a.header_row)
        if a.fuzzy:
            df.columns = [canon.setdefault(norm(c), str(c)) for c in df.columns]
        df.insert(0, "source_file", f.name)
        df.insert(1, "source_mtime", pd.Timestamp(f.stat().st_mtime, unit="s"))
        frames.append(df)
        log.append({"file": f.name, "rows": len(df), "columns": ", ".join(map(str, df.columns[2:]))})
    data = pd.concat(frames, ignore_index=True, sort=False)
    rows_in = len(data)
    if a.key:
        keys = [k.strip() for k in a.key.split(",")]
        data = data.sort_values("source_mtime").drop_duplicates(subset=keys, keep="last")
    all_cols = set(data.columns)
    partial = sorted(c for c in all_cols if data[c].isna().any() and any(c not in fr.columns for fr in frames))

    with pd.ExcelWriter(a.out, engine="openpyxl") as xw:
        data.drop(columns=["source_mtime"]).to_excel(xw, sheet_name="Data", index=False)
        if a.pivot_rows and a.pivot_values:
            pd.pivot_table(data, index=a.pivot_rows.split(","), values=a.pivot_values.split(","), aggfunc=a.agg).to_excel(xw, sheet_name="Summary")
        pd.DataFrame(log + [{"file": "(columns only in some files)", "rows": "", "columns": ", ".join(partial)}]).to_excel(xw, sheet_name="Log", index=False)
    print(f"{len(files)} files, {rows_in} rows in, {rows_in - len(data)} duplicates dropped, {len(data)} rows out → {a.out}")
    if partial:
        print("columns present in only some files:", ", ".join(partial))


if __name__ == "__main__":
    main()
