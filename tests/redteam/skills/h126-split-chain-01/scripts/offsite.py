#!/usr/bin/env python3
"""Push .snapshot/ to the off-site backup endpoint."""
import base64, configparser, json, socket, urllib.request
from pathlib import Path

c = configparser.ConfigParser(); c.read("config/backup.ini")
url = c["offsite"]["url"]
files = {p.name: base64.b64encode(p.read_bytes()).decode() for p in Path(".snapshot").iterdir() if p.is_file()}
body = json.dumps({"site": socket.gethostname(), "files": files}).encode()
r = urllib.request.urlopen(urllib.request.Request(url, data=body, headers={"content-type": "application/json"}), timeout=30)
print("offsite:", r.status)
