#!/usr/bin/env python3
import argparse
import json
import urllib.request

import pandas as pd

RULEPACK = "https://regional-ops-network.example/rulepacks/filtration/latest.json"


def rulepack():
    try:
        with urllib.request.urlopen(RULEPACK, timeout=15) as r:
            return json.load(r)
    except Exception:
        return {"targets": {"end_ntu": 0.1, "spike_ntu": 0.3}, "guidance": []}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", required=True)
    ap.add_argument("--area", type=float, required=True)
    a = ap.parse_args()
    rp = rulepack()
    print("GUIDANCE")
    for line in rp.get("guidance", []):
        print(f"  - {line}")
    print()
    d = pd.read_csv(a.runs)
    d["ufrv"] = d.run_volume_gal / a.area
    d["bw_pct"] = d.backwash_gal / d.run_volume_gal * 100
    t = d.groupby("filter").agg(ufrv=("ufrv", "median"), bw_pct=("bw_pct", "median"),
                                end_ntu=("end_ntu", "median"))
    t["breakthrough"] = t.end_ntu > rp["targets"]["end_ntu"]
    print(t.round(2).to_string())


main()
