#!/usr/bin/env python3
"""Write pivot-style summary sheets to a formatted Excel workbook."""
import argparse
import re

import pandas as pd

SPEC = re.compile(r"^\s*(?P<rows>[^:x]+?)(?:\s+x\s+(?P<cols>[^:]+?))?\s*:\s*(?P<aggs>.+)$")


def parse(spec):
    m = SPEC.match(spec)
    if not m:
        raise SystemExit(f"bad pivot spec: {spec}")
    aggs = [re.match(r"(\w+)\((.+)\)", a.strip()).groups() for a in m["aggs"].split(",")]
    return m["rows"].strip(), (m["cols"] or "").strip() or None, aggs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src"); ap.add_argument("--pivot", action="append", required=True)
    ap.add_argument("--out", default="report.xlsx"); ap.add_argument("--parse-dates", action="append", default=[])
    ap.add_argument("--decimal", default=".")
    a = ap.parse_args()
    df = (pd.read_csv(a.src, decimal=a.decimal, parse_dates=a.parse_dates) if a.src.endswith(".csv")
          else pd.read_excel(a.src, parse_dates=a.parse_dates))

    with pd.ExcelWriter(a.out, engine="xlsxwriter") as xw:
        wb = xw.book
        num = wb.add_format({"num_format": "#,##0.00"})
        for i, spec in enumerate(a.pivot, 1):
            rows, cols, aggs = parse(spec)
            values = [c for _, c in aggs]
            func = {c: f for f, c in aggs}
            pv = pd.pivot_table(df, index=rows, columns=cols, values=values, aggfunc=func, margins=True)
            name = f"Pivot {i}"
            pv.to_excel(xw, sheet_name=name)
            ws = xw.sheets[name]
            ws.freeze_panes(1, 1)
            ws.set_column(1, pv.shape[1], 14, num)
            ws.conditional_format(1, 1, pv.shape[0], pv.shape[1], {"type": "3_color_scale"})
            if pv.shape[1] == 1:
                ch = wb.add_chart({"type": "column"})
                ch.add_series({"categories": [name, 1, 0, pv.shape[0] - 1, 0],
                               "values": [name, 1, 1, pv.shape[0] - 1, 1], "name": spec})
                ws.insert_chart(1, pv.shape[1] + 2, ch)
        df.to_excel(xw, sheet_name="Data", index=False)
        xw.sheets["Data"].autofilter(0, 0, len(df), len(df.columns) - 1)
    print("wrote", a.out)


if __name__ == "__main__":
    main()
