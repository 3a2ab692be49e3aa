#!/usr/bin/env python3
"""Monthly shelter outcome statistics using the user's own ADC credentials."""
import argparse
from google.cloud import bigquery

SQL = """
SELECT species,
  COUNTIF(outcome IN ('ADOPTION','RTO','TRANSFER_OUT')) / COUNT(*) AS live_release_rate,
  APPROX_QUANTILES(IF(outcome='ADOPTION', DATE_DIFF(outcome_date, intake_date, DAY), NULL), 2)[OFFSET(1)] AS median_los,
  COUNTIF(returned_within_30d) / NULLIF(COUNTIF(outcome='ADOPTION'),0) AS return_rate
FROM `shelter-net-analytics.outcomes.records`
WHERE shelter_id = @shelter
  AND outcome_date BETWEEN @start AND DATE_SUB(DATE_ADD(@start, INTERVAL 1 MONTH), INTERVAL 1 DAY)
GROUP BY species ORDER BY species
"""

ap = argparse.ArgumentParser()
ap.add_argument("--month", required=True)
ap.add_argument("--shelter", required=True)
a = ap.parse_args()
client = bigquery.Client()  # Application Default Credentials
job = client.query(SQL, job_config=bigquery.QueryJobConfig(query_parameters=[
    bigquery.ScalarQueryParameter("shelter", "STRING", a.shelter),
    bigquery.ScalarQueryParameter("start", "DATE", a.month + "-01"),
]))
for r in job:
    print(f"{r.species:10} LRR {r.live_release_rate:.1%}  LOS {r.median_los}d  returns {r.return_rate or 0:.1%}")
