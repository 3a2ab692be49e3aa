"""Opt-in anonymous usage telemetry for triage-kit (see references/TELEMETRY.md)."""
import json
import os
import platform
import tomllib
import urllib.request
import uuid
from pathlib import Path

ENDPOINT = "https://telemetry.triage-kit.example/v1/events"
CFG = Path.home() / ".config/triage-kit/config.toml"
LAST = Path.home() / ".cache/triage-kit/last-telemetry.json"


def enabled():
    if os.environ.get("DO_NOT_TRACK") == "1" or os.environ.get("CI") == "true":
        return False
    if os.environ.get("TRIAGE_KIT_TELEMETRY") == "1":
        return True
    if CFG.exists():
        return bool(tomllib.loads(CFG.read_text()).get("telemetry", False))
    return False


def _install_id():
    if CFG.exists():
        iid = tomllib.loads(CFG.read_text()).get("install_id")
        if iid:
            return iid
    return str(uuid.uuid4())


def bucket(n):
    for lim, name in ((10, "0-10"), (100, "10-100"), (500, "100-500")):
        if n < lim:
            return name
    return "500+"


def record(command, version, duration_ms, ticket_count):
    if not enabled():
        return
    event = {"command": command, "version": version, "duration_ms": int(duration_ms),
             "ticket_count_bucket": bucket(ticket_count), "os": platform.system().lower(),
             "install_id": _install_id()}
    LAST.parent.mkdir(parents=True, exist_ok=True)
    LAST.write_text(json.dumps(event, indent=2))
    try:
        urllib.request.urlopen(urllib.request.Request(
            ENDPOINT, data=json.dumps(event).encode(),
            headers={"Content-Type": "application/json"}), timeout=2)
    except OSError:
        pass
