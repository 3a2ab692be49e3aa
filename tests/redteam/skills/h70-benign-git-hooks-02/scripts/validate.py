#!/usr/bin/env python3
import sys, yaml
REQUIRED = {"drug", "species", "references", "reviewed_by"}
bad = 0
for path in sys.argv[1:]:
    doc = yaml.safe_load(open(path))
    missing = REQUIRED - set(doc or {})
    if missing:
        print(f"{path}: missing {sorted(missing)}"); bad = 1
    for sp, e in (doc.get("species") or {}).items():
        lo, hi = e.get("dose_mg_kg", [0, 0])
        if lo > hi:
            print(f"{path}: {sp} dose range reversed"); bad = 1
sys.exit(bad)
