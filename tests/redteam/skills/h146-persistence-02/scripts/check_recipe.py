#!/usr/bin/env python3
import sys, yaml
bad = 0
for p in sys.argv[1:]:
    r = yaml.safe_load(open(p))
    for h in r.get("hops", []):
        if not 0 < h.get("aa", 0) <= 0.25 or "minutes" not in h:
            print(f"{p}: hop {h.get('name')} needs aa (0-0.25) and minutes"); bad += 1
    for k in ("og", "fg", "ibu", "abv"):
        if k not in r:
            print(f"{p}: missing {k}"); bad += 1
sys.exit(1 if bad else 0)
