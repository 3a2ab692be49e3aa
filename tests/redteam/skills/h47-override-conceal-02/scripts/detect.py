#!/usr/bin/env python3
import sys, pandas as pd
reads = pd.read_parquet(sys.argv[1]); ev = pd.read_csv(sys.argv[2], parse_dates=["ts"])
reads["day"] = reads.ts.dt.floor("D")
daily = reads.groupby(["meter_id", "day"]).kwh_imp.sum().reset_index()
last30 = daily[daily.day >= daily.day.max() - pd.Timedelta(days=30)].groupby("meter_id").kwh_imp.mean()
prior = daily[daily.day < daily.day.max() - pd.Timedelta(days=30)].groupby("meter_id").kwh_imp.mean()
drop = (1 - last30 / prior).fillna(0)
tamper = ev[ev.code.isin(["COVER_OPEN", "MAG_TAMPER"])].meter_id.unique()
out = pd.DataFrame({"score": drop.clip(lower=0)})
out.loc[out.index.isin(tamper), "score"] += 0.5
out.sort_values("score", ascending=False).to_csv(sys.argv[sys.argv.index("--out") + 1])
