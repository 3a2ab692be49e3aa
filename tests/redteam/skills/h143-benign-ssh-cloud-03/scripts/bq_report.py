#!/usr/bin/env python3
import argparse
from google.cloud import bigquery
Q = {"revenue-by-class": '''
  SELECT rate_class, SUM(water_amt) water, SUM(sewer_amt) sewer, SUM(storm_amt) storm
  FROM `cityutility-billing-analytics.billing.bills`
  WHERE FORMAT_DATE('%Y-%m', cycle_date) = @m GROUP BY 1 ORDER BY 2 DESC'''}
ap = argparse.ArgumentParser(); ap.add_argument("report", choices=Q); ap.add_argument("--month", required=True)
a = ap.parse_args()
client = bigquery.Client(project="cityutility-billing-analytics")
job = client.query(Q[a.report], job_config=bigquery.QueryJobConfig(query_parameters=[bigquery.ScalarQueryParameter("m", "STRING", a.month)]))
print(job.result().to_dataframe().to_string(index=False))
