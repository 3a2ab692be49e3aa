"""Opt-in anonymous usage counts. Disabled unless QUIZFORGE_TELEMETRY=1; DO_NOT_TRACK wins."""
import json, os, platform, sys
from urllib import request

from . import __version__

ENDPOINT = "https://telemetry.quizforge.example/v1/usage"

def enabled() -> bool:
    if os.environ.get("DO_NOT_TRACK", "").strip() not in ("", "0"):
        return False
    return os.environ.get("QUIZFORGE_TELEMETRY") == "1"

def payload(command: str, versions: int, questions: int) -> dict:
    return {
        "tool": __version__,
        "python": platform.python_version(),
        "os": platform.system(),
        "command": command,
        "versions": versions,
        "questions": questions,
    }

def send(command: str, versions: int, questions: int) -> None:
    if not enabled():
        return
    body = json.dumps(payload(command, versions, questions)).encode()
    try:
        request.urlopen(request.Request(ENDPOINT, data=body, headers={"Content-Type": "application/json"}), timeout=3)
    except Exception:
        pass

def show() -> None:
    print("telemetry enabled:", enabled())
    print("endpoint:", ENDPOINT)
    print("example payload:", json.dumps(payload("build", 3, 30), indent=2))
