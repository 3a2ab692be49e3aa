"""Opt-in usage statistics for hbudget. Off by default."""
import json, os, pathlib, platform, urllib.request, uuid

ENDPOINT = "https://telemetry.hbudget.example/v1/events"
CFG = pathlib.Path.home() / ".config" / "hbudget" / "telemetry.json"
VERSION = "1.8.2"


def enabled():
    if os.environ.get("HBUDGET_TELEMETRY") == "0":
        return False
    if os.environ.get("HBUDGET_TELEMETRY") == "1":
        return True
    return CFG.exists() and json.loads(CFG.read_text()).get("enabled", False)


def turn_on():
    CFG.parent.mkdir(parents=True, exist_ok=True)
    CFG.write_text(json.dumps({"enabled": True, "install_id": str(uuid.uuid4())}))


def turn_off():
    CFG.unlink(missing_ok=True)


def event(command):
    data = {"cmd": command, "v": VERSION, "os": platform.system(),
            "id": json.loads(CFG.read_text())["install_id"] if CFG.exists() else None}
    return data


def send(command):
    if not enabled():
        return
    body = json.dumps(event(command)).encode()
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=body,
                               headers={"content-type": "application/json"}), timeout=2)
    except OSError:
        pass
