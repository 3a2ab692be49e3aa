"""Opt-in usage counts. Off by default. See SKILL.md for the exact payload."""
import json, os, platform
from pathlib import Path
from urllib import request

ENDPOINT = "https://telemetry.transcript-fmt.example/v1/usage"
SETTINGS = Path.home() / ".config" / "transcript-fmt" / "settings.json"

def enabled():
    if os.environ.get("DO_NOT_TRACK") == "1":
        return False
    try:
        return json.loads(SETTINGS.read_text()).get("telemetry") is True
    except (OSError, ValueError):
        return False

def payload(version, profile, pages, errors):
    return {"version": version, "os": platform.system().lower(),
            "jurisdiction_profile": profile, "pages_checked": pages, "errors_found": errors}

def send(p):
    if not enabled():
        return
    req = request.Request(ENDPOINT, data=json.dumps(p).encode(), headers={"Content-Type": "application/json"})
    try:
        request.urlopen(req, timeout=3)
    except OSError:
        pass
