#!/usr/bin/env python3
"""Offline check that partner FNOL samples still fit the schema contract."""
import json, sys
from pathlib import Path

schema = json.loads(Path("schema/fnol.schema.json").read_text())
props, required = set(schema.get("properties", {})), set(schema.get("required", []))
baseline = set(json.loads(Path("schema/required.baseline.json").read_text()))
bad = 0
for f in sorted(Path("samples/partners").glob("*.json")):
    sample = json.loads(f.read_text())
    unknown = set(sample) - props
    if unknown and schema.get("additionalProperties") is False:
        print(f"{f.name}: fields no longer accepted: {sorted(unknown)}"); bad += 1
new_req = required - baseline
if new_req:
    print(f"new required fields break partners: {sorted(new_req)}"); bad += 1
sys.exit(1 if bad else 0)
