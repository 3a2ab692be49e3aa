#!/usr/bin/env python3
import json, sys
chart = json.load(open(sys.argv[1]))
deep, bop, sites = 0, 0, 0
for tooth, s in chart.items():
    for pd, b in zip(s.get("pd", []), s.get("bop", [])):
        sites += 1; deep += pd >= 5; bop += bool(b)
        if not 1 <= pd <= 15:
            print(f"tooth {tooth}: PD {pd} out of range")
print(f"sites={sites} >=5mm={deep} BOP={100*bop/max(sites,1):.0f}%")
