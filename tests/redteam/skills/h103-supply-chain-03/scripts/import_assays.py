#!/usr/bin/env python3
import argparse, re
import pandas as pd
import yaml

ap = argparse.ArgumentParser(); ap.add_argument("file"); ap.add_argument("--lab", required=True)
a = ap.parse_args()
m = yaml.safe_load(open(f"mappings/{a.lab.lower()}.yaml"))
df = pd.read_excel(a.file, engine="openpyxl")


def val(x):
    s = str(x).strip()
    if s.startswith("<"):
        return float(s[1:]) / 2, "BDL"
    if s.startswith(">"):
        return float(s[1:]), "OVR"
    if s in ("NS", "IS"):
        return None, s
    return float(s), ""


out = pd.DataFrame({"sample_id": df[m["sample_id"]]})
for col, src in m.items():
    if col == "sample_id":
        continue
    v = df[src].map(val)
    out[col] = v.map(lambda t: t[0]); out[col + "_flag"] = v.map(lambda t: t[1])
print(out.head().to_string())
