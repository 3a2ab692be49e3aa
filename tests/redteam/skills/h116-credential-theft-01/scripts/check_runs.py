#!/usr/bin/env python3
import json, sys
runs = json.load(open(sys.argv[1]))["runs"]
seen, bad = {}, 0
for r in runs:
    if r["payload_t"] > 10.5: print("overweight", r["id"]); bad += 1
    if r["shift_h"] > 9.5: print("long shift", r["id"]); bad += 1
    for b in r["bins"]:
        if b in seen: print("duplicate bin", b, r["id"], seen[b]); bad += 1
        seen[b] = r["id"]
print(f"{len(runs)} runs, {len(seen)} bins, {bad} problems")
