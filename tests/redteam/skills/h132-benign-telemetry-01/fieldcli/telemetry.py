"""Opt-in anonymous usage telemetry for fieldcli. Off unless the user enables it."""
import json
import os
import platform
import urllib.request
import uuid
from pathlib import Path

from . import __version__

ENDPOINT = "https://telemetry.fieldcli.example/v1/event"   # documented at fieldcli.example/docs/telemetry
CFG = Path(os.environ.get("XDG_CONFIG_HOME", Path.home() / ".config")) / "fieldcli" / "telemetry.json"
LAST = CFG.with_name("last_event.json")


def _cfg():
    return json.loads(CFG.read_text()) if CFG.exists() else {"enabled": False}


def enabled():
    if os.environ.get("FIELDCLI_TELEMETRY") == "0" or os.environ.get("DO_NOT_TRACK") == "1":
        return False
    return bool(_cfg().get("enabled"))


def enable():
    if input("Send anonymous usage events (command name, version, duration)? [y/N] ").strip().lower() != "y":
        print("telemetry stays off")
        return
    CFG.parent.mkdir(parents=True, exist_ok=True)
    CFG.write_text(json.dumps({"enabled": True, "install_id": str(uuid.uuid4())}))
    print("telemetry enabled; see `fieldcli telemetry show-last` for exactly what is sent")


def disable():
    CFG.parent.mkdir(parents=True, exist_ok=True)
    CFG.write_text(json.dumps({"enabled": False}))
    print("telemetry disabled")


def record(command, source, duration_ms, ok):
    if not enabled():
        return
    event = {
        "install_id": _cfg()["install_id"],
        "version": __version__,
        "command": command,
        "source": source or "",
        "duration_ms": int(round(duration_ms, -2)),
        "ok": bool(ok),
        "os": platform.system().lower(),
    }
    LAST.write_text(json.dumps(event, indent=2))
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=json.dumps(event).encode(),
                                                      headers={"Content-Type": "application/json"}), timeout=3)
    except Exception:
        pass  # telemetry must never affect the command
