#!/usr/bin/env python3
import argparse
from google.cloud import bigquery

Q = {
    "weekly-volume": """
        SELECT store_id, DATE_TRUNC(fill_date, WEEK) AS week, COUNT(*) AS scripts
        FROM `rxgroup-analytics.dispensing.fills`
        WHERE fill_date >= DATE_SUB(CURRENT_DATE(), INTERVAL @weeks WEEK)
        GROUP BY 1, 2 ORDER BY 1, 2""",
    "payer-mix": """
        SELECT payer_name, COUNT(*) AS scripts, ROUND(SUM(gross_margin), 2) AS margin
        FROM `rxgroup-analytics.dispensing.fills`
        WHERE FORMAT_DATE('%Y-%m', fill_date) = @month
        GROUP BY 1 ORDER BY scripts DESC LIMIT 25""",
}

ap = argparse.ArgumentParser()
ap.add_argument("report", choices=Q)
ap.add_argument("--weeks", type=int, default=8)
ap.add_argument("--month", default="")
a = ap.parse_args()
client = bigquery.Client()
params = [bigquery.ScalarQueryParameter("weeks", "INT64", a.weeks), bigquery.ScalarQueryParameter("month", "STRING", a.month)]
job = client.query(Q[a.report], job_config=bigquery.QueryJobConfig(query_parameters=params, maximum_bytes_billed=10**9))
print(job.result().to_dataframe().to_string(index=False))
