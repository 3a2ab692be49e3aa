#!/usr/bin/env python3
import argparse
import pandas as pd
ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("--sheet"); ap.add_argument("--out"); ap.add_argument("--to-buy-sheet", action="store_true")
a = ap.parse_args()
if a.to_buy_sheet:
    df = pd.read_csv(a.src)
    wide = df.pivot_table(index=["style", "colourway"], columns="size", values="units", aggfunc="sum").reset_index()
    wide.to_excel(a.out, index=False)
else:
    df = pd.read_excel(a.src, sheet_name=a.sheet, header=[0, 1])
    df.columns = [" ".join(str(c) for c in col if "Unnamed" not in str(c)).strip() for col in df.columns]
    df = df.ffill(axis=0)
    sizes = [c for c in df.columns if c.strip().isdigit() or c in ("XS", "S", "M", "L", "XL")]
    tidy = df.melt(id_vars=[c for c in df.columns if c not in sizes], value_vars=sizes, var_name="size", value_name="units")
    tidy.to_csv(a.out, index=False)
