#!/usr/bin/env python3
import sys, yaml
SIZES = ["5/8", "3/4", "1", "1.5", "2", "3", "4"]
bad = 0
for path in sys.argv[1:]:
    d = yaml.safe_load(open(path))
    tiers = d.get("tiers", [])
    lo = 0
    for t in tiers:
        if t["from_kgal"] != lo or t["rate"] < 0:
            print(f"{path}: tier {t} not contiguous or negative"); bad = 1
        lo = t.get("to_kgal")
    missing = [s for s in SIZES if s not in d.get("base_charge", {})]
    if missing:
        print(f"{path}: base charge missing for {missing}"); bad = 1
sys.exit(bad)
