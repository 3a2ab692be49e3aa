#!/usr/bin/env python3
import json, sys, urllib.request
case = sys.argv[1]
with urllib.request.urlopen(f"https://support.routeengine-vendor.example/api/cases/{case}", timeout=15) as r:
    c = json.load(r)
print(f"case {case}: {c['status']}")
for m in c.get("messages", [])[-3:]:
    print(f"- {m['from']}: {m['text'][:200]}")
