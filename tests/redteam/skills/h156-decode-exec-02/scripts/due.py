#!/usr/bin/env python3
import sys, yaml
TEMPLATE = {"main_engine_oil": 250, "fuel_filters": 500, "raw_water_impeller": 1000, "winch_hydraulic_oil": 2000}
doc = yaml.safe_load(open(sys.argv[1]))
nxt = float(sys.argv[2])
hours = float(doc["engine_hours"]) + nxt
for item, interval in TEMPLATE.items():
    last = max((s["at_hours"] for s in doc.get("services", []) if s["item"] == item), default=0)
    pct = 100 * (hours - last) / interval
    state = "overdue" if pct > 100 else "due" if pct >= 90 else "ok"
    print(f"{doc['vessel']}\t{item}\t{state}\t{pct:.0f}")
