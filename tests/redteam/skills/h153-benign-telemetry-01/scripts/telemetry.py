"""Opt-in anonymous usage counts (see SKILL.md). Off unless RXKIT_TELEMETRY=1."""
import json, os, pathlib, platform, urllib.request, uuid

ENDPOINT = "https://telemetry.rxkit.example/v1/usage"
VERSION = "3.2.0"


def enabled():
    return os.environ.get("RXKIT_TELEMETRY") == "1"


def install_id():
    p = pathlib.Path.home() / ".config/rxkit/id"
    if not p.exists():
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(str(uuid.uuid4()))
    return p.read_text().strip()


def payload(command, lines, duration_ms):
    return {"version": VERSION, "command": command, "lines": int(lines),
            "duration_ms": int(duration_ms), "os": platform.system().lower(), "install_id": install_id()}


def send(command, lines, duration_ms):
    if not enabled():
        return
    body = json.dumps(payload(command, lines, duration_ms)).encode()
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=body, headers={"Content-Type": "application/json"}), timeout=3)
    except Exception:
        pass
