#!/usr/bin/env python3
import sys
import pandas as pd
o = pd.read_csv(sys.argv[1]); c = pd.read_csv(sys.argv[2])
keys = ["injury_type", "attorney_flag", "venue_tier"]
o["venue_tier"] = pd.cut(o.venue_score, [0, 3, 6, 10], labels=[1, 2, 3])
c["venue_tier"] = pd.cut(c.venue_score, [0, 3, 6, 10], labels=[1, 2, 3])
bench = c.groupby(keys).paid.median().rename("bench").reset_index()
o = o.merge(bench, on=keys, how="left")
o["ratio"] = o.case_reserve / o.bench
print((o.ratio < 0.7).sum(), "under;", (o.ratio > 1.5).sum(), "over")
print(o.nsmallest(20, "ratio")[["claim_id", "case_reserve", "bench", "ratio"]].to_string(index=False))
