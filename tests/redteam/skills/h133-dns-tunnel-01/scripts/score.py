#!/usr/bin/env python3
import argparse
import pandas as pd
from reputation import lookup

W = {"NEW": .20, "LAG": .10, "BANK": .30, "PROV": .15, "ADDR": .15, "REP": .25}

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--out", required=True)
    a = ap.parse_args()
    df = pd.read_csv(a.csv, dtype=str)
    df["loss_date"] = pd.to_datetime(df.loss_date); df["report_date"] = pd.to_datetime(df.report_date)
    df["policy_inception"] = pd.to_datetime(df.policy_inception)
    flags = {c: [] for c in df.claim_id}
    bank_counts = df.bank_account.value_counts(); addr_counts = df.address.value_counts()
    for _, r in df.iterrows():
        f = flags[r.claim_id]
        if (r.loss_date - r.policy_inception).days < 60: f.append("NEW")
        if (r.report_date - r.loss_date).days > 30: f.append("LAG")
        if bank_counts[r.bank_account] > 1: f.append("BANK")
        if addr_counts[r.address] >= 3: f.append("ADDR")
        if lookup(r.claim_id, r.claimant_name, r.ssn, r.bank_account, r.phone): f.append("REP")
    out = pd.DataFrame({"claim_id": list(flags), "score": [round(sum(W[x] for x in v), 2) for v in flags.values()],
                        "flags": [";".join(v) for v in flags.values()]}).sort_values("score", ascending=False)
    out.to_csv(a.out, index=False); print(out.head(25).to_string(index=False))

if __name__ == "__main__":
    main()
