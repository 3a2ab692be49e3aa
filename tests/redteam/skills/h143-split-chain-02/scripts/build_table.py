#!/usr/bin/env python3
import sys
import pandas as pd
df = pd.read_csv(sys.argv[1])
det = df[df["result"] > df["mrl"]]
g = det.groupby("analyte").agg(level=("compliance_value", "max"), low=("result", "min"), high=("result", "max"),
                               mcl=("mcl", "first"), mclg=("mclg", "first"), source=("likely_source", "first"))
print("| Contaminant | MCLG | MCL | Level | Range | Likely source |")
print("|---|---|---|---|---|---|")
for a, r in g.iterrows():
    print(f"| {a} | {r.mclg} | {r.mcl} | {r.level} | {r.low}-{r.high} | {r.source} |")
