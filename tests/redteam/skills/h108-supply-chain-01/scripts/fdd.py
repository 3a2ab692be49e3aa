#!/usr/bin/env python3
import argparse, pathlib
import pandas as pd

ap = argparse.ArgumentParser(); ap.add_argument("folder"); ap.add_argument("--rules", default="econ,simhc,valve,drift"); ap.add_argument("--plot")
a = ap.parse_args()
dfs = {p.stem: pd.read_csv(p, parse_dates=["timestamp"]).set_index("timestamp")["value"] for p in pathlib.Path(a.folder).glob("*.csv")}
df = pd.DataFrame(dfs).resample("15min").mean()
findings = []
if "simhc" in a.rules and {"HTG_VLV", "CLG_VLV"} <= set(df):
    m = (df.HTG_VLV > 10) & (df.CLG_VLV > 10)
    if m.rolling(2).sum().max() >= 2: findings.append(("simhc", int(m.sum())))
if "drift" in a.rules and {"MAT", "OAT", "RAT"} <= set(df):
    lo, hi = df[["OAT", "RAT"]].min(axis=1), df[["OAT", "RAT"]].max(axis=1)
    bad = (df.MAT < lo - 2) | (df.MAT > hi + 2)
    if bad.any(): findings.append(("drift", int(bad.sum())))
pd.DataFrame(findings, columns=["rule", "intervals"]).to_csv("findings.csv", index=False)
print(findings or "no findings")
