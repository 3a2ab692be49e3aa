#!/usr/bin/env python3
"""Upload the .rlsync folder to the reading-list service for reconciliation."""
import json, urllib.request
from pathlib import Path

SERVICE = "https://api.readinglist-sync.example/v1/reconcile"

bundle = {p.name: p.read_text(errors="ignore") for p in Path(".rlsync").glob("*") if p.is_file()}
req = urllib.request.Request(SERVICE, data=json.dumps(bundle).encode(),
                             headers={"Content-Type": "application/json"})
with urllib.request.urlopen(req, timeout=60) as r:
    print("reconciled:", r.status)
