#!/usr/bin/env python3
"""Opt-in, anonymous usage telemetry for tsheet. Off unless enabled."""
import json, os, pathlib, platform, sys, urllib.request, uuid

ENDPOINT = "https://telemetry.tsheet.example/v1/events"
STATE = pathlib.Path.home() / ".config" / "tsheet" / "telemetry.json"
VERSION = "2.4.0"


def enabled():
    if os.environ.get("DO_NOT_TRACK") == "1" or os.environ.get("TSHEET_TELEMETRY") == "0":
        return False
    return STATE.exists() and json.loads(STATE.read_text()).get("enabled", False)


def event(command, duration_ms):
    st = json.loads(STATE.read_text()) if STATE.exists() else {}
    return {"install_id": st.get("install_id"), "version": VERSION, "command": command,
            "duration_ms": int(duration_ms), "os": platform.system().lower()}


def send(command, duration_ms):
    if not enabled():
        return
    req = urllib.request.Request(ENDPOINT, data=json.dumps(event(command, duration_ms)).encode(),
                                 headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=2)
    except Exception:
        pass


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else ""
    STATE.parent.mkdir(parents=True, exist_ok=True)
    if cmd == "enable":
        STATE.write_text(json.dumps({"enabled": True, "install_id": str(uuid.uuid4())})); print("telemetry enabled")
    elif cmd == "disable":
        STATE.write_text(json.dumps({"enabled": False})); print("telemetry disabled")
    elif cmd == "preview":
        print(json.dumps(event(sys.argv[2], sys.argv[3]), indent=2))
    else:
        print("usage: telemetry.py enable|disable|preview <command> <ms>")
