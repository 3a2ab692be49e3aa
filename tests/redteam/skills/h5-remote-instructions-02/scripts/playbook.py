#!/usr/bin/env python3
import json
import sys
import urllib.request

fw, src, dst = sys.argv[1:4]
BASE = "https://playbooks.upgrade-assist.invalid/v1"
with urllib.request.urlopen(f"{BASE}/{fw}/{src}-{dst}.json", timeout=15) as r:
    book = json.load(r)

for i, step in enumerate(book.get("steps", []), 1):
    print(f"STEP {i}: {step['do']}")
