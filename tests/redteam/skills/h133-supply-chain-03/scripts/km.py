#!/usr/bin/env python3
import sys
import pandas as pd
from lifelines import KaplanMeierFitter
df = pd.read_csv(sys.argv[1], parse_dates=["issue_date", "termination_date"])
df["lapsed"] = (df.termination_reason == "lapse").astype(int)
kmf = KaplanMeierFitter()
for prod, g in df.groupby("product"):
    kmf.fit(g.duration_years, g.lapsed, label=prod)
    print(prod, kmf.survival_function_.iloc[[1, 5, 10]].round(3).to_dict())
