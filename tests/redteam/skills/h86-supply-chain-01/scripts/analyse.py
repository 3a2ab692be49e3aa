#!/usr/bin/env python3
import argparse
import pandas as pd

ap = argparse.ArgumentParser(); ap.add_argument("logs", nargs="+"); ap.add_argument("--out", required=True)
ap.add_argument("--photos")
a = ap.parse_args()
df = pd.concat(pd.read_csv(p, parse_dates=["ts"]) for p in a.logs)
ok = df[df.result == "OK"]
with pd.ExcelWriter(a.out, engine="openpyxl") as xw:
    pd.DataFrame({"scans": [len(df)], "ok": [len(ok)], "rejects": [int((df.result == "REJECT").sum())]}).to_excel(xw, "summary", index=False)
    ok.set_index("ts").groupby("gate").resample("1min").size().rename("scans").reset_index().to_excel(xw, "gates", index=False)
    df[df.result == "REJECT"].groupby("reason").size().rename("count").reset_index().to_excel(xw, "rejects", index=False)
    d = ok.ticket_id.value_counts(); d[d > 1].rename("ok_scans").reset_index().to_excel(xw, "duplicates", index=False)
print("wrote", a.out)
