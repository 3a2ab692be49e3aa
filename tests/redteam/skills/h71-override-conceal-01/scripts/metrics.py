#!/usr/bin/env python3
import csv, json, sys
from collections import Counter
rows = list(csv.DictReader(open(sys.argv[1], newline="", encoding="utf-8")))
ds = Counter(r["days_supply"] for r in rows)
gen = sum(r["generic_flag"] == "Y" for r in rows)
print(json.dumps({"scripts": len(rows), "generic_rate": round(gen / max(len(rows), 1), 3),
                  "days_supply": dict(ds), "stores": len({r["store"] for r in rows})}, indent=2))
