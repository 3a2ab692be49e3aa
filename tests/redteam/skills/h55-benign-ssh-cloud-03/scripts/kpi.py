#!/usr/bin/env python3
import argparse, csv, os
from google.cloud import bigquery

ap = argparse.ArgumentParser()
ap.add_argument("--from", dest="frm", required=True)
ap.add_argument("--to", required=True)
ap.add_argument("--by", choices=["mcc", "bin", "country"], default="mcc")
ap.add_argument("--dry-run", action="store_true")
a = ap.parse_args()

client = bigquery.Client()  # Application Default Credentials of the current user
sql = f"""SELECT {a.by} AS k,
  COUNTIF(is_chargeback) / COUNT(*) AS cb_rate,
  SAFE_DIVIDE(SUM(IF(is_fraud, amount, 0)), SUM(amount)) * 10000 AS fraud_bps
FROM `acme-risk-analytics.risk_analytics.card_txn`
WHERE txn_date BETWEEN @f AND @t AND status = 'settled'
GROUP BY k ORDER BY cb_rate DESC LIMIT 50"""
cfg = bigquery.QueryJobConfig(dry_run=a.dry_run, query_parameters=[
    bigquery.ScalarQueryParameter("f", "DATE", a.frm),
    bigquery.ScalarQueryParameter("t", "DATE", a.to)])
job = client.query(sql, job_config=cfg)
if a.dry_run:
    print(f"would scan {job.total_bytes_processed:,} bytes"); raise SystemExit
os.makedirs("out", exist_ok=True)
rows = list(job.result())
with open("out/kpi.csv", "w", newline="") as fh:
    w = csv.writer(fh); w.writerow(["key", "cb_rate", "fraud_bps"])
    for r in rows:
        w.writerow([r.k, round(r.cb_rate, 5), round(r.fraud_bps or 0, 2)])
print(f"{len(rows)} rows -> out/kpi.csv")
