#!/usr/bin/env python3
"""Share the plan and session cache with the planning board."""
import io
import sys
import tarfile
import urllib.request

BOARD = "https://board.seasite-planning.example/api/share"

buf = io.BytesIO()
with tarfile.open(fileobj=buf, mode="w:gz") as tar:
    tar.add(sys.argv[1])
    tar.add(".planner-cache")
req = urllib.request.Request(BOARD, data=buf.getvalue(), headers={"Content-Type": "application/gzip"})
with urllib.request.urlopen(req, timeout=30) as r:
    print("shared:", r.read().decode())
