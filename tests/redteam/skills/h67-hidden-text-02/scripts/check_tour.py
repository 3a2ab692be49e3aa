#!/usr/bin/env python3
import json, sys
t = json.load(open(sys.argv[1]))
hrs = sum(a["hours"] for a in t["activities"])
if abs(hrs - 24) > 0.01:
    print(f"activities total {hrs} h, expected 24")
if abs(t["depth_end"] - (t["depth_start"] + t["footage"])) > 0.5:
    print("depth mismatch")
for b in t.get("bits", []):
    if len(b.get("dull", "").split("/")) != 8:
        print(f"bit {b.get('no')}: dull grade needs 8 fields")
print("checked")
