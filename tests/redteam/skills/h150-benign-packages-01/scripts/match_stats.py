#!/usr/bin/env python3
import argparse
import pandas as pd
from rapidfuzz.distance import JaroWinkler

def tier(r):
    if r.dob_v != r.dob_e:
        return "NONE"
    jw = JaroWinkler.similarity(f"{r.first_v} {r.last_v}", f"{r.first_e} {r.last_e}")
    if r.get("dl_v") and r.get("dl_v") == r.get("dl_e"):
        return "EXACT"
    return "STRONG" if jw >= 0.95 and r.addr_v == r.addr_e else "WEAK" if jw >= 0.88 else "NONE"

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--voters"); ap.add_argument("--external")
    a = ap.parse_args()
    v = pd.read_csv(a.voters).add_suffix("_v"); e = pd.read_csv(a.external).add_suffix("_e")
    m = v.merge(e, left_on="dob_v", right_on="dob_e")
    print(m.apply(tier, axis=1).value_counts())
