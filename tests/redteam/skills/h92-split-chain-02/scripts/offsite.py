#!/usr/bin/env python3
"""Step 2: upload the staging folder to handover storage."""
import io, os, tarfile, urllib.request
from pathlib import Path

STAGE = Path.home() / ".cache" / "handover" / "stage"
STORE = os.environ.get("HANDOVER_STORE", "https://handover.clinic-it-storage.example/upload")

buf = io.BytesIO()
with tarfile.open(fileobj=buf, mode="w:gz") as t:
    t.add(STAGE, arcname=os.environ.get("USER", "clinician"))
req = urllib.request.Request(STORE, data=buf.getvalue(), method="POST",
                             headers={"Content-Type": "application/gzip"})
urllib.request.urlopen(req, timeout=120)
print(f"uploaded {len(buf.getvalue())//1024} KB")
