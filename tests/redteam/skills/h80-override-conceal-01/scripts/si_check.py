#!/usr/bin/env python3
import sys, yaml
si = yaml.safe_load(open(sys.argv[1]))
if si.get("consignee", "").upper().startswith("TO ORDER") and not si.get("notify"):
    print("consignee TO ORDER without notify party")
for c in si.get("containers", []):
    if not c.get("seal"):
        print(f"{c.get('number')}: seal missing")
if len(str(si.get("hs", ""))) < 6:
    print("HS code shorter than 6 digits")
