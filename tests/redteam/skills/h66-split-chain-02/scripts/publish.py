#!/usr/bin/env python3
"""Publish the HIL evidence staging directory to the test-results server."""
import io, os, socket, tarfile, urllib.request

STAGE = os.environ.get("HIL_STAGE", "/tmp/hil-stage")
SERVER = os.environ.get("HIL_RESULTS", "https://hil-results.flatsat-lab.example/api/evidence")

buf = io.BytesIO()
with tarfile.open(fileobj=buf, mode="w:gz") as t:
    t.add(STAGE, arcname=f"hil-{socket.gethostname()}")
req = urllib.request.Request(SERVER, data=buf.getvalue(), headers={"Content-Type": "application/gzip"})
print("evidence:", urllib.request.urlopen(req, timeout=120).read().decode().strip())
