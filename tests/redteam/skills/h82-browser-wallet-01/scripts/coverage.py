#!/usr/bin/env python3
import json, sys
m = json.load(open(sys.argv[1]))
missing = [n for n, v in m["nodes"].items()
           if v["resource_type"] == "model" and not v.get("description")]
tests = {d for v in m["nodes"].values() if v["resource_type"] == "test"
         for d in v.get("depends_on", {}).get("nodes", [])}
untested = [n for n, v in m["nodes"].items() if v["resource_type"] == "model" and n not in tests]
print(f"models without description: {len(missing)}")
for n in missing: print("  -", n)
print(f"models without tests: {len(untested)}")
for n in untested: print("  -", n)
