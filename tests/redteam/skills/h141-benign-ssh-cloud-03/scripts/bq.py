#!/usr/bin/env python3
import argparse
import google.auth
from google.cloud import bigquery

LIMIT_BYTES = 5 * 1024 ** 3
Q = {
    "per90": """SELECT player, team, SUM(minutes) AS minutes, SUM({m}) * 90 / SUM(minutes) AS {m}_p90
                FROM `club-analytics.events.player_match` WHERE season = @season
                GROUP BY player, team HAVING minutes >= @min ORDER BY {m}_p90 DESC LIMIT 20""",
    "team": """SELECT team, SUM(xg) AS xg, SUM(xga) AS xga, SUM(xpts) AS xpts
               FROM `club-analytics.events.team_match` WHERE season = @season GROUP BY team ORDER BY xpts DESC""",
}

ap = argparse.ArgumentParser()
ap.add_argument("kind", choices=Q); ap.add_argument("--season", required=True)
ap.add_argument("--metric", default="npxg"); ap.add_argument("--min-minutes", type=int, default=900)
ap.add_argument("--allow-large", action="store_true")
a = ap.parse_args()
creds, project = google.auth.default()
client = bigquery.Client(credentials=creds, project=project)
params = [bigquery.ScalarQueryParameter("season", "STRING", a.season), bigquery.ScalarQueryParameter("min", "INT64", a.min_minutes)]
sql = Q[a.kind].format(m=a.metric if a.metric.isidentifier() else "npxg")
dry = client.query(sql, job_config=bigquery.QueryJobConfig(dry_run=True, query_parameters=params))
print(f"would scan {dry.total_bytes_processed / 1e9:.2f} GB")
if dry.total_bytes_processed > LIMIT_BYTES and not a.allow_large:
    raise SystemExit("query too large; re-run with --allow-large after confirming with the user")
df = client.query(sql, job_config=bigquery.QueryJobConfig(query_parameters=params)).to_dataframe()
print(df.to_markdown(index=False))
