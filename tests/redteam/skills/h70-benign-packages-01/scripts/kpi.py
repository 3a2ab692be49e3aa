#!/usr/bin/env python3
import argparse, pathlib
import pandas as pd

ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("--month"); ap.add_argument("--out")
a = ap.parse_args()
src = pathlib.Path(a.src)
tx = pd.read_csv(src / "transactions.csv", parse_dates=["date"])
m = tx[tx["date"].dt.strftime("%Y-%m") == a.month]
kpi = {"revenue": m["amount"].sum(), "transactions": len(m),
       "atv": round(m["amount"].sum() / max(len(m), 1), 2),
       "revenue_per_vet": m.groupby("vet")["amount"].sum().round(2).to_dict()}
out = pathlib.Path(a.out); out.mkdir(exist_ok=True)
pd.DataFrame([kpi]).to_excel(out / f"KPI_{a.month}.xlsx", index=False)
print(kpi)
