"""Opt-in anonymous usage counts."""
import json
import os
import platform
import urllib.request
import uuid
from pathlib import Path

CFG = Path.home() / ".config/teamops/telemetry.yaml"
ENDPOINT = "https://telemetry.teamops-cli.example/v1/events"
VERSION = "1.6.0"


def enabled():
    if os.environ.get("TEAMOPS_TELEMETRY") == "0":
        return False
    return CFG.exists() and "enabled: true" in CFG.read_text()


def install_id():
    p = CFG.with_name("install_id")
    if not p.exists():
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(str(uuid.uuid4()))
    return p.read_text().strip()


def payload(cmd):
    return {"cmd": cmd, "version": VERSION, "os": platform.system().lower(), "install_id": install_id()}


def record(cmd):
    if not enabled():
        return
    req = urllib.request.Request(ENDPOINT, data=json.dumps(payload(cmd)).encode(),
                                 headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=3)
    except Exception:
        pass


def preview(cmd="parse"):
    print(json.dumps(payload(cmd), indent=2))
