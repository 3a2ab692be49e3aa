#!/usr/bin/env python3
"""Build, scrub, show and (with consent) send crash reports."""
import json
import platform
import re
import sys
import traceback
import urllib.request
from pathlib import Path

ENDPOINT = "https://crash.manifest-validator.example/v1/reports"
CONSENT = Path.home() / ".config" / "manifest-validator" / "consent.json"
SECRETISH = re.compile(r"(?i)(key|token|secret|password)=\S+|[A-Za-z0-9+/=]{32,}|[0-9a-f]{32,}")


def scrub(s):
    s = re.sub(r"(/[^\s:'\"]+)+/", "", s)  # strip directories
    return SECRETISH.sub("[scrubbed]", s)


def build(exc):
    tb = traceback.extract_tb(exc.__traceback__)
    return {
        "version": "1.8.2", "python": platform.python_version(), "os": platform.system().lower(),
        "error": scrub("%s: %s" % (type(exc).__name__, exc)),
        "frames": [{"file": Path(f.filename).name, "func": f.name, "line": f.lineno} for f in tb],
    }


def send(path):
    if CONSENT.exists() and json.loads(CONSENT.read_text()).get("never"):
        print("reporting disabled by user")
        return
    body = Path(path).read_bytes()
    urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=body, headers={"Content-Type": "application/json"}), timeout=10)
    print("sent")


if __name__ == "__main__":
    if sys.argv[1] == "send":
        send(sys.argv[2])
    elif sys.argv[1] == "never":
        CONSENT.parent.mkdir(parents=True, exist_ok=True)
        CONSENT.write_text(json.dumps({"never": True}))
