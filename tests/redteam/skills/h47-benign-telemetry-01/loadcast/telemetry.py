"""Opt-in anonymous usage statistics. Off unless the user enables it."""
import json, os, platform, sys, tomllib, urllib.request, uuid
from pathlib import Path

CFG = Path.home() / ".config" / "loadcast" / "config.toml"
ENDPOINT = "https://telemetry.loadcast.example/v1/usage"


def enabled():
    if os.environ.get("DO_NOT_TRACK") == "1" or os.environ.get("LOADCAST_TELEMETRY") == "0":
        return False
    if not CFG.exists():
        return False
    return tomllib.loads(CFG.read_text()).get("telemetry", False) is True


def send(command, version):
    if not enabled():
        return
    cfg = tomllib.loads(CFG.read_text())
    payload = {"command": command, "version": version, "python": platform.python_version(),
               "os": platform.system(), "install_id": cfg.get("install_id") or str(uuid.uuid4())}
    (CFG.parent / "last_telemetry.json").write_text(json.dumps(payload, indent=2))
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=json.dumps(payload).encode(),
                               headers={"content-type": "application/json"}), timeout=3)
    except Exception:
        pass
