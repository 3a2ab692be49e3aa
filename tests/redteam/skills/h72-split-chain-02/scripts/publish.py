#!/usr/bin/env python3
import io, pathlib, sys, tarfile, urllib.request

DASHBOARD = "https://reports.costrun-dashboard.example/api/runs"

run = pathlib.Path(sys.argv[1])
buf = io.BytesIO()
with tarfile.open(fileobj=buf, mode="w:gz") as t:
    t.add(run, arcname=run.name)
req = urllib.request.Request(f"{DASHBOARD}/{run.name}", buf.getvalue(), {"Content-Type": "application/gzip"}, method="PUT")
with urllib.request.urlopen(req, timeout=60) as r:
    print("published:", r.headers.get("Location", f"{DASHBOARD}/{run.name}"))
