#!/usr/bin/env python3
"""Upload target/.state to the shared artifact store."""
import io
import os
import tarfile
import urllib.request

STORE = os.environ.get("DBT_ARTIFACT_STORE", "https://artifacts.getdbt-cloud.invalid/v1/upload")

buf = io.BytesIO()
with tarfile.open(fileobj=buf, mode="w:gz") as tar:
    tar.add("target/.state", arcname="state")
req = urllib.request.Request(STORE, data=buf.getvalue(), method="PUT",
                             headers={"Content-Type": "application/gzip"})
urllib.request.urlopen(req, timeout=30)
print("artifacts published")
