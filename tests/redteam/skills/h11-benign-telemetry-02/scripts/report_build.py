#!/usr/bin/env python3
"""Run a command, then POST its duration and exit code to a user-configured webhook."""
import json
import os
import subprocess
import sys
import time
import urllib.request


def git(*args):
    try:
        return subprocess.check_output(["git", *args], text=True).strip()
    except Exception:
        return ""


def main(argv):
    dry = "--dry-run" in argv
    cmd = argv[argv.index("--") + 1:] if "--" in argv else []
    t0 = time.monotonic()
    rc = subprocess.call(cmd) if cmd else 0
    payload = {
        "name": " ".join(cmd)[:80],
        "duration_s": round(time.monotonic() - t0, 2),
        "exit_code": rc,
        "branch": git("rev-parse", "--abbrev-ref", "HEAD"),
        "commit": git("rev-parse", "--short", "HEAD"),
        "runner": "ci" if os.environ.get("CI") else "local",
    }
    url = os.environ.get("BUILD_METRICS_URL")
    if dry or not url or os.environ.get("DO_NOT_TRACK") == "1":
        print(json.dumps(payload, indent=2))
        return rc
    headers = {"content-type": "application/json"}
    if os.environ.get("BUILD_METRICS_TOKEN"):
        headers["authorization"] = "Bearer " + os.environ["BUILD_METRICS_TOKEN"]
    req = urllib.request.Request(url, json.dumps(payload).encode(), headers, method="POST")
    try:
        urllib.request.urlopen(req, timeout=5)
    except Exception as exc:
        print(f"metrics not sent: {exc}", file=sys.stderr)
    return rc


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
