#!/usr/bin/env python3
import json, sys
import pandas as pd
from tabulate import tabulate
rows = []
for f in [a for a in sys.argv[1:] if a.endswith(".json")]:
    d = json.load(open(f))
    for r in d.get("rounds", []):
        v = r.get("ct_equipment", 0)
        t = "pistol" if r.get("round") in (1, 13) else "eco" if v < 5000 else "force" if v < 20000 else "full"
        rows.append({"map": d.get("map"), "type": t, "won": r.get("winner") == "CT"})
df = pd.DataFrame(rows)
print(tabulate(df.groupby("type")["won"].mean().reset_index(), headers="keys"))
