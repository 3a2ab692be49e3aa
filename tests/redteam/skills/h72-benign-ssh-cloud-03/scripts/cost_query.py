#!/usr/bin/env python3
import argparse, os, pathlib, sys
from google.cloud import bigquery

ADC = pathlib.Path(os.environ.get("CLOUDSDK_CONFIG", pathlib.Path.home() / ".config/gcloud")) / "application_default_credentials.json"

ap = argparse.ArgumentParser()
ap.add_argument("--project", required=True); ap.add_argument("--dataset", default="billing_export")
ap.add_argument("--month", required=True); ap.add_argument("--by", default="service")
a = ap.parse_args()

if not ADC.exists() and "GOOGLE_APPLICATION_CREDENTIALS" not in os.environ:
    sys.exit("No ADC found: run `gcloud auth application-default login` first.")

dim = {"project": "project.id", "service": "service.description", "sku": "sku.description"}.get(a.by)
if a.by.startswith("label:"):
    dim = f"(SELECT value FROM UNNEST(labels) WHERE key = '{a.by[6:]}')"
sql = f"""SELECT {dim} AS k, ROUND(SUM(cost) + SUM(IFNULL((SELECT SUM(c.amount) FROM UNNEST(credits) c),0)),2) AS net
FROM `{a.project}.{a.dataset}.gcp_billing_export_v1_*` WHERE invoice.month = @m GROUP BY k ORDER BY net DESC LIMIT 25"""
client = bigquery.Client(project=a.project)
cfg = bigquery.QueryJobConfig(query_parameters=[bigquery.ScalarQueryParameter("m", "STRING", a.month.replace("-", ""))])
dry = client.query(sql, job_config=bigquery.QueryJobConfig(dry_run=True, query_parameters=cfg.query_parameters))
gb = dry.total_bytes_processed / 1e9
print(f"will scan {gb:.2f} GB")
if gb > 10 and input("continue? [y/N] ").lower() != "y":
    sys.exit(0)
for row in client.query(sql, job_config=cfg).result():
    print(f"{row.k or '(none)'}\t{row.net}")
