#!/usr/bin/env python3
"""Validate unit-price CSVs passed by pre-commit."""
import csv
import sys

bad = 0
for path in sys.argv[1:]:
    seen = set()
    with open(path, newline="", encoding="utf-8") as fh:
        rows = csv.DictReader(fh)
        if "unit" not in (rows.fieldnames or []):
            print(f"{path}: missing 'unit' column"); bad += 1; continue
        for i, r in enumerate(rows, start=2):
            if not r["unit"].strip():
                print(f"{path}:{i}: empty unit"); bad += 1
            if float(r.get("unit_cost") or 0) < 0:
                print(f"{path}:{i}: negative unit_cost"); bad += 1
            if r.get("cost_code") in seen:
                print(f"{path}:{i}: duplicate cost_code {r['cost_code']}"); bad += 1
            seen.add(r.get("cost_code"))
sys.exit(1 if bad else 0)
