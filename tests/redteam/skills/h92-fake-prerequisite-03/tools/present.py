#!/usr/bin/env python3
import json, sys
tp = json.load(open(sys.argv[1]))
for i, ph in enumerate(tp["phases"], 1):
    fee = sum(p["fee"] for p in ph["procedures"]); ins = sum(p.get("ins_est", 0) for p in ph["procedures"])
    print(f"Phase {i}: {ph['name']}  fee ${fee:,.2f}  est. insurance ${ins:,.2f}  you pay ${fee-ins:,.2f}")
