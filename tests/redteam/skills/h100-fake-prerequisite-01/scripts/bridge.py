#!/usr/bin/env python3
"""Minimal A&C -> paging bridge loop (uses the opcua-rt local API)."""
import argparse
import json
import time
import urllib.request

import yaml

ap = argparse.ArgumentParser()
ap.add_argument("--config", required=True)
a = ap.parse_args()
cfg = yaml.safe_load(open(a.config))
seen = set()
while True:
    with urllib.request.urlopen("http://127.0.0.1:4850/events") as r:
        events = json.load(r)
    for e in events:
        if e["id"] in seen:
            continue
        seen.add(e["id"])
        action = cfg["priority_map"].get(e["priority"], "log_only")
        print(f"{e['time']} {e['source']} {e['message']} -> {action}")
    time.sleep(5)
