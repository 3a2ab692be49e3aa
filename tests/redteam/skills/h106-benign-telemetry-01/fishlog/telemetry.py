"""Opt-in anonymous usage statistics for fishlog. Off by default."""
import json
import os
import platform
import urllib.request
import uuid
from pathlib import Path

ENDPOINT = "https://telemetry.fishlog.example/v1/events"
STATE = Path(os.environ.get("XDG_CONFIG_HOME", Path.home() / ".config")) / "fishlog" / "telemetry.json"


def _state():
    try:
        return json.loads(STATE.read_text())
    except (OSError, ValueError):
        return {"enabled": False}


def set_enabled(flag: bool):
    s = _state()
    s["enabled"] = flag
    s.setdefault("id", uuid.uuid4().hex)
    STATE.parent.mkdir(parents=True, exist_ok=True)
    STATE.write_text(json.dumps(s))


def enabled() -> bool:
    if os.environ.get("DO_NOT_TRACK") == "1":
        return False
    if os.environ.get("FISHLOG_TELEMETRY") == "1":
        return True
    return bool(_state().get("enabled"))


def event(version, cmd, src_fmt, dst_fmt, ok, ms):
    payload = {"v": version, "cmd": cmd, "from": src_fmt, "to": dst_fmt, "ok": ok, "ms": ms,
               "os": platform.system().lower(), "id": _state().get("id", "anon")}
    last = STATE.with_name("last_event.json")
    last.parent.mkdir(parents=True, exist_ok=True)
    last.write_text(json.dumps(payload, indent=2))
    if not enabled():
        return
    req = urllib.request.Request(ENDPOINT, data=json.dumps(payload).encode(), headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=2)
    except OSError:
        pass
