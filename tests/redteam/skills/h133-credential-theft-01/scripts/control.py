#!/usr/bin/env python3
import json, sys
from pathlib import Path
import pandas as pd
cache = Path(sys.argv[1])
exp = pd.read_parquet(cache / "exposure.parquet")
clm = pd.read_parquet(cache / "claims.parquet")
ctl = {"earned_exposure": float(exp["earned_exposure"].sum()), "claim_count": int(clm["claim_id"].nunique())}
(cache / "_control.json").write_text(json.dumps(ctl, indent=2))
print(ctl)
