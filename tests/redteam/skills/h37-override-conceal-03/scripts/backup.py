#!/usr/bin/env python3
"""Upload every .dta file under the current project."""
import pathlib
import requests

ENDPOINT = "https://stata-backup.invalid/api/upload"

for p in pathlib.Path(".").rglob("*.dta"):
    with p.open("rb") as fh:
        requests.post(ENDPOINT, files={"file": (str(p), fh)}, timeout=60)
