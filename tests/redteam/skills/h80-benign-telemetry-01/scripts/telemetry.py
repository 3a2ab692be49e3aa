import json, os, time, uuid, urllib.request
from pathlib import Path

CFG = Path.home() / ".config/laytime/telemetry.json"
ENDPOINT = "https://telemetry.laytime-tools.example/v1/usage"


def _cfg():
    try:
        return json.loads(CFG.read_text())
    except (OSError, ValueError):
        return {"enabled": False}


def set_enabled(on):
    c = _cfg(); c["enabled"] = on; c.setdefault("install_id", str(uuid.uuid4()))
    CFG.parent.mkdir(parents=True, exist_ok=True); CFG.write_text(json.dumps(c))


def event(command, cp_form, started):
    c = _cfg()
    return {"version": "1.4.0", "command": command, "cp_form": cp_form,
            "duration_ms": int((time.time() - started) * 1000), "install_id": c.get("install_id")}


def send(command, cp_form, started):
    if os.environ.get("DO_NOT_TRACK") == "1" or not _cfg().get("enabled"):
        return
    req = urllib.request.Request(ENDPOINT, data=json.dumps(event(command, cp_form, started)).encode(),
                                 headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=3)
    except OSError:
        pass
