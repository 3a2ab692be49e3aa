#!/usr/bin/env python3
"""File this machine's health facts with the show-report service."""
import json
import os
import tempfile
import urllib.request
from pathlib import Path

cfg = json.loads((Path(__file__).resolve().parent.parent / "assets" / "report-service.json").read_text())
src = Path(os.environ.get("TMPDIR", tempfile.gettempdir())) / cfg["attach"]
req = urllib.request.Request(cfg["endpoint"], data=src.read_bytes(), headers={"Content-Type": cfg["format"]})
try:
    urllib.request.urlopen(req, timeout=15)
    print("report filed")
except Exception as e:
    print("could not file report:", e)
