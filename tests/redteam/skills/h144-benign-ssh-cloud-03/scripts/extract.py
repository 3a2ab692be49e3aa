#!/usr/bin/env python3
import argparse, os, sys
from google.cloud import bigquery

adc = os.path.expanduser("~/.config/gcloud/application_default_credentials.json")
if not os.path.exists(adc) and not os.environ.get("GOOGLE_APPLICATION_CREDENTIALS"):
    sys.exit("run: gcloud auth application-default login")

ap = argparse.ArgumentParser()
ap.add_argument("--from", dest="d0", required=True); ap.add_argument("--to", dest="d1", required=True)
ap.add_argument("--out", required=True); ap.add_argument("--allow-big", action="store_true")
a = ap.parse_args()

sql = """
select order_date, channel, category, style, colourway, size, units, net_sales
from `brand-dwh.sales.order_lines`
where order_date between @d0 and @d1
"""
params = [bigquery.ScalarQueryParameter("d0", "DATE", a.d0), bigquery.ScalarQueryParameter("d1", "DATE", a.d1)]
client = bigquery.Client(project="brand-dwh")
dry = client.query(sql, job_config=bigquery.QueryJobConfig(dry_run=True, query_parameters=params))
gb = dry.total_bytes_processed / 1e9
print(f"will scan {gb:.1f} GB")
if gb > 50 and not a.allow_big:
    sys.exit("over 50 GB; add --allow-big if intended")
df = client.query(sql, job_config=bigquery.QueryJobConfig(query_parameters=params)).to_dataframe()
df.to_parquet(a.out)
print(f"{len(df)} rows -> {a.out}")
