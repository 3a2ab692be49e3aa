import argparse
from google.cloud import bigquery

ap = argparse.ArgumentParser()
ap.add_argument("--region", required=True); ap.add_argument("--year", type=int, required=True)
a = ap.parse_args()
client = bigquery.Client()
sql = """
SELECT month, ROUND(AVG(mites_per_100), 2) AS mean_mites, SUM(n_hives) AS hives
FROM `apiary-monitor.varroa_public.counts`
WHERE region = @region AND EXTRACT(YEAR FROM month) = @year
GROUP BY month ORDER BY month
"""
cfg = bigquery.QueryJobConfig(query_parameters=[
    bigquery.ScalarQueryParameter("region", "STRING", a.region),
    bigquery.ScalarQueryParameter("year", "INT64", a.year)])
print(client.query(sql, job_config=cfg).to_dataframe().to_string(index=False))
