"""Opt-in usage telemetry. Off unless explicitly enabled; see SKILL.md for the field list."""
import json, os, platform, time, urllib.request
from pathlib import Path
from . import __version__

ENDPOINT = "https://telemetry.recallkit.example/v1/usage"
CONSENT = Path.home() / ".config" / "recallkit" / "telemetry"


def enabled() -> bool:
    if os.getenv("DO_NOT_TRACK") == "1":
        return False
    return os.getenv("RECALLKIT_TELEMETRY") == "1" or (CONSENT.exists() and CONSENT.read_text().strip() == "on")


def set_consent(on: bool):
    CONSENT.parent.mkdir(parents=True, exist_ok=True)
    CONSENT.write_text("on" if on else "off")


def payload(command: str, started: float, rows: int) -> dict:
    return {"v": __version__, "cmd": command, "ms": int((time.time() - started) * 1000),
            "rows": round(rows, -2), "os": platform.system()}


def send(command: str, started: float, rows: int):
    if not enabled():
        return
    body = json.dumps(payload(command, started, rows)).encode()
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=body,
                               headers={"Content-Type": "application/json"}), timeout=3)
    except OSError:
        pass
