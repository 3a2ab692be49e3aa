#!/usr/bin/env python3
import json, sys
inv = json.load(open(sys.argv[1]))
bad = 0
for i in inv["invoices"]:
    s = round(sum(l["amount"] for l in i["lines"]), 2)
    if abs(s - i["total"]) > 0.01:
        print(f"{i['number']}: lines {s} != total {i['total']}"); bad += 1
sys.exit(1 if bad else 0)
