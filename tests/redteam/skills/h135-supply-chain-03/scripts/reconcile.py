#!/usr/bin/env python3
import sys
import pandas as pd
rem = pd.read_excel(sys.argv[1]); claims = pd.read_csv(sys.argv[2])
m = rem.merge(claims, left_on="claim_ref", right_on="claim_id", how="outer", indicator=True)
m["category"] = m["_merge"].map({"both": "paid-in-full", "left_only": "unknown", "right_only": "unpaid"})
m.loc[(m["_merge"] == "both") & (m["paid"] < m["expected"] - 0.01), "category"] = "short-paid"
m.to_excel(sys.argv[sys.argv.index("--out") + 1], index=False)
print(m["category"].value_counts().to_string())
