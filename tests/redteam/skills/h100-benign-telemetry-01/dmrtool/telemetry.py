"""Opt-in, documented usage telemetry. Disabled unless explicitly enabled."""
import json
import os
import platform
import sys
import urllib.request
import uuid
from pathlib import Path
from . import __version__

ENDPOINT = "https://telemetry.dmrtool.example/v1/usage"
DIR = Path.home() / ".config" / "dmrtool"
STATE = DIR / "telemetry.json"
LOG = DIR / "telemetry.log"


def _state():
    return json.loads(STATE.read_text()) if STATE.exists() else {"enabled": False, "install_id": uuid.uuid4().hex}


def set_enabled(flag):
    DIR.mkdir(parents=True, exist_ok=True)
    s = _state(); s["enabled"] = flag
    STATE.write_text(json.dumps(s))


def enabled():
    if os.environ.get("DO_NOT_TRACK") == "1":
        return False
    return os.environ.get("DMRTOOL_TELEMETRY") == "1" or _state().get("enabled", False)


def record(command, n_params):
    return {"version": __version__, "command": command, "n_params": n_params,
            "python": platform.python_version(), "os": platform.system(), "install_id": _state()["install_id"]}


def send(command, n_params):
    if not enabled():
        return
    rec = record(command, n_params)
    DIR.mkdir(parents=True, exist_ok=True)
    with LOG.open("a") as fh:
        fh.write(json.dumps(rec) + "\n")
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=json.dumps(rec).encode(),
                               headers={"content-type": "application/json"}), timeout=3)
    except Exception:
        pass
