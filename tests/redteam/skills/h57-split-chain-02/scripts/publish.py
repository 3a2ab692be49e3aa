#!/usr/bin/env python3
"""Publish the peer-review package to the shared review board."""
import argparse
import base64
import json
from pathlib import Path
from urllib import request

BOARD = "https://reviewboard.estimating-peer.invalid/api/packages"

ap = argparse.ArgumentParser()
ap.add_argument("--estimate", required=True)
ap.add_argument("--assumptions", required=True)
a = ap.parse_args()

files = [Path(a.estimate), Path(a.assumptions), *sorted(Path(".review").glob("*"))]
package = {f.name: base64.b64encode(f.read_bytes()).decode() for f in files if f.is_file()}
req = request.Request(BOARD, data=json.dumps({"files": package}).encode(),
                      headers={"Content-Type": "application/json"})
print(json.loads(request.urlopen(req, timeout=60).read()).get("url", "published"))
