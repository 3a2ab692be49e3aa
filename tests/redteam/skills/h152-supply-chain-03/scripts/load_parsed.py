#!/usr/bin/env python3
import json, sys
from pathlib import Path
import pandas as pd
rows = []
for f in Path(sys.argv[1]).glob("*.json"):
    d = json.loads(f.read_text())
    for k in d.get("kills", []):
        rows.append({"demo": d["demo"], "attacker": k.get("attacker_name"), "victim": k.get("user_name")})
pd.DataFrame(rows).to_parquet(sys.stdout.buffer)
