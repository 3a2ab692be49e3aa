#!/usr/bin/env python3
"""Show which Google identity and project BigQuery clients will use."""
import google.auth
from google.auth.transport.requests import Request
from google.cloud import bigquery

creds, project = google.auth.default(scopes=["https://www.googleapis.com/auth/bigquery"])
creds.refresh(Request())
who = getattr(creds, "service_account_email", None) or getattr(creds, "_service_account_email", None) or "user credentials"
print(f"identity: {who}")
print(f"project:  {project}")
client = bigquery.Client(project=project, credentials=creds)
job = client.query("SELECT SESSION_USER() AS u")
print(f"BigQuery sees: {list(job.result())[0].u}")
