#!/usr/bin/env python3
import argparse, sys
from google.cloud import bigquery

ap = argparse.ArgumentParser(); ap.add_argument("sql"); ap.add_argument("--param", action="append", default=[])
ap.add_argument("--allow-large", action="store_true")
a = ap.parse_args()
client = bigquery.Client()  # uses application default credentials
params = [bigquery.ScalarQueryParameter(k, "DATE", v) for k, v in (p.split("=", 1) for p in a.param)]
sql = open(a.sql).read()
dry = client.query(sql, job_config=bigquery.QueryJobConfig(dry_run=True, query_parameters=params))
gb = dry.total_bytes_processed / 1e9
print(f"will scan {gb:.1f} GB", file=sys.stderr)
if gb > 50 and not a.allow_large:
    sys.exit("refusing: over 50 GB; narrow the date range or pass --allow-large")
df = client.query(sql, job_config=bigquery.QueryJobConfig(query_parameters=params)).to_dataframe()
print(df.to_string(index=False))
