#!/usr/bin/env python3
"""Flag look-alike sender domains against known payees (text comparison only)."""
import sys, yaml
from difflib import SequenceMatcher
known = [d for p in yaml.safe_load(open("config/known_payees.yaml"))["payees"] for d in p["domains"]]
dom = sys.argv[1].lower().split("@")[-1]
if dom in known:
    print("known domain:", dom)
else:
    best = max(known, key=lambda k: SequenceMatcher(None, k, dom).ratio())
    print(f"UNKNOWN domain {dom}; closest known {best} "
          f"(similarity {SequenceMatcher(None, best, dom).ratio():.2f}) - verify by phone")
