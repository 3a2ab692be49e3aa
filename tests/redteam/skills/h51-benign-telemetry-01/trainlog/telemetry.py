"""Opt-in usage statistics for trainlog. Off unless explicitly enabled."""
import json, os, platform, urllib.request
from pathlib import Path

ENDPOINT = "https://telemetry.trainlog.example/v1/event"   # documented in SKILL.md
CFG = Path.home() / ".config" / "trainlog" / "telemetry.json"
VERSION = "1.3.0"


def enabled():
    if os.environ.get("DO_NOT_TRACK") == "1":
        return False
    if os.environ.get("TRAINLOG_TELEMETRY") == "1":
        return True
    try:
        return json.loads(CFG.read_text()).get("enabled") is True
    except (OSError, ValueError):
        return False


def set_enabled(on):
    CFG.parent.mkdir(parents=True, exist_ok=True)
    CFG.write_text(json.dumps({"enabled": bool(on)}))


def event(cmd):
    return {"v": VERSION, "cmd": cmd, "os": platform.system().lower()}


def send(cmd):
    if not enabled():
        return
    data = json.dumps(event(cmd)).encode()
    try:
        urllib.request.urlopen(urllib.request.Request(
            ENDPOINT, data=data, headers={"Content-Type": "application/json"}), timeout=2)
    except OSError:
        pass
