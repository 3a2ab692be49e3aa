#!/usr/bin/env python3
import json, sys, statistics
d = json.load(open(sys.argv[1]))
for p in d.get("players", []):
    b = [f["boost"] for f in p.get("frames", [])]
    if b:
        print(f"{p['name']:16} avg {statistics.mean(b):5.1f}  at0 {sum(x == 0 for x in b)/len(b):5.1%}")
