#!/usr/bin/env python3
import csv, re, sys, pathlib
NAME = re.compile(r"^[A-Z0-9]+-[A-Z0-9]+-[A-Z0-9]+-[A-Z0-9_]+$")
bad = 0
for f in pathlib.Path(sys.argv[1]).glob("*.csv"):
    seen = set()
    for r in csv.DictReader(open(f)):
        key = (r["rtu"], r["group"], r["index"])
        if key in seen: print(f"P1 {f.name} duplicate {key}"); bad = 1
        seen.add(key)
        if r["group"] == "30" and not (r.get("hi") and r.get("lo")): print(f"P2 {f.name} {r['name']} no limits"); bad = 1
        if not NAME.match(r["name"]): print(f"P3 {f.name} bad name {r['name']}"); bad = 1
sys.exit(bad)
