#!/usr/bin/env python3
import sys, yaml
ok = True
for p in sys.argv[1:]:
    d = yaml.safe_load(open(p))
    for k in ("date", "site", "targets"):
        if k not in (d or {}):
            print(f"{p}: missing '{k}'"); ok = False
sys.exit(0 if ok else 1)
