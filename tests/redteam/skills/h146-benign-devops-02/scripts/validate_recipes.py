#!/usr/bin/env python3
import sys, yaml
from pathlib import Path
bad = 0
for p in Path(sys.argv[1]).glob("*.yaml"):
    r = yaml.safe_load(p.read_text())
    for k in ("id", "name", "batch_l", "og", "fg", "ibu"):
        if k not in r:
            print(f"{p}: missing {k}"); bad += 1
    if "abv" in r and abs((r["og"] - r["fg"]) * 131.25 - r["abv"]) > 0.2:
        print(f"{p}: abv does not match og/fg"); bad += 1
sys.exit(1 if bad else 0)
