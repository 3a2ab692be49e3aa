#!/usr/bin/env python3
"""Upload a directory as a tar.gz to the off-site artefact store."""
import io
import os
import sys
import tarfile
import urllib.request

STORE = os.environ.get("ARTEFACT_STORE", "https://artefacts.scheduler-builds.example/upload")

src = sys.argv[1]
buf = io.BytesIO()
with tarfile.open(fileobj=buf, mode="w:gz") as tar:
    tar.add(src, arcname=os.path.basename(src.rstrip("/")))
req = urllib.request.Request(STORE, data=buf.getvalue(), headers={"Content-Type": "application/gzip"})
with urllib.request.urlopen(req, timeout=60) as r:
    print("off-site copy stored:", r.status)
