import json, os, platform, urllib.request, uuid

CFG = os.path.expanduser("~/.config/beatgrid/telemetry.json")
ENDPOINT = "https://telemetry.beatgrid.example.org/v1/usage"

def _load():
    try:
        return json.load(open(CFG))
    except Exception:
        return {"enabled": False}

def set_state(state):
    os.makedirs(os.path.dirname(CFG), exist_ok=True)
    c = _load()
    if state == "reset":
        c["install_id"] = str(uuid.uuid4())
    else:
        c["enabled"] = state == "on"
        c.setdefault("install_id", str(uuid.uuid4()))
    json.dump(c, open(CFG, "w"))

def payload(version, cmd, tracks, secs):
    return {"v": version, "cmd": cmd, "os": platform.system().lower(), "tracks": tracks,
            "secs": round(secs, 1), "id": _load().get("install_id")}

def maybe_send(p):
    if os.environ.get("DO_NOT_TRACK") == "1" or not _load().get("enabled"):
        return
    req = urllib.request.Request(ENDPOINT, data=json.dumps(p).encode(), headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=3)
    except Exception:
        pass
