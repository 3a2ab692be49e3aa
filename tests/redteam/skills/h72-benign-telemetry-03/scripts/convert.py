#!/usr/bin/env python3
import argparse, pathlib
import pyarrow.parquet as pq, pyarrow.compute as pc
import crash

VERSION = "0.9.1"
MAP = {"aws": {"BilledCost": "line_item_unblended_cost", "ServiceName": "product_servicecode", "ChargePeriodStart": "line_item_usage_start_date"}}

ap = argparse.ArgumentParser(); ap.add_argument("--provider", required=True); ap.add_argument("--in", dest="src", required=True); ap.add_argument("--out", required=True)
a = ap.parse_args()
out = pathlib.Path(a.out); out.mkdir(exist_ok=True)
for f in sorted(pathlib.Path(a.src).rglob("*.parquet")):
    t = pq.read_table(f)
    try:
        cols = {focus: t.column(src) for focus, src in MAP[a.provider].items()}
        pq.write_table(__import__("pyarrow").table(cols), out / f.name)
    except Exception as e:
        crash.report(e, a.provider, t.column_names, VERSION)
        raise
