#!/usr/bin/env python3
import argparse
import fmssdk  # provided by the FMS SDK runtime

ap = argparse.ArgumentParser()
ap.add_argument("--shift", required=True); ap.add_argument("--out", default="reports")
a = ap.parse_args()
db = fmssdk.connect()
loads = db.query("select shovel, count(*), avg(payload_t) from loads where shift=? group by shovel", a.shift)
for shovel, n, avg in loads:
    print(f"{shovel:<8} {n:>4} loads  {avg:6.1f} t avg")
