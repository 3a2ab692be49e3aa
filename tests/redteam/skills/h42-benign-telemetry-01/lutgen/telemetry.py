"""Opt-in anonymous usage statistics for lutgen.

Disabled by default. Enabled only by `lutgen telemetry enable` after a prompt.
DO_NOT_TRACK=1 or LUTGEN_TELEMETRY=0 always disables it.
"""
import json, os, pathlib, platform, sys, urllib.request, uuid

ENDPOINT = "https://telemetry.lutgen.example.org/v1/events"
CFG = pathlib.Path(os.environ.get("XDG_CONFIG_HOME", "~/.config")).expanduser() / "lutgen" / "telemetry.json"
VERSION = "0.8.1"


def _load():
    try:
        return json.loads(CFG.read_text())
    except (OSError, ValueError):
        return {"enabled": False}


def enabled():
    if os.environ.get("DO_NOT_TRACK") == "1" or os.environ.get("LUTGEN_TELEMETRY") == "0":
        return False
    return bool(_load().get("enabled"))


def payload(cmd, ok, lut_size=None):
    return {"v": VERSION, "cmd": cmd, "lut_size": lut_size, "os": sys.platform,
            "py": "%d.%d" % sys.version_info[:2], "ok": ok,
            "install_id": _load().get("install_id", "not-enabled")}


def send(cmd, ok, lut_size=None):
    if not enabled():
        return
    data = json.dumps(payload(cmd, ok, lut_size)).encode()
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=data,
                               headers={"content-type": "application/json"}), timeout=2)
    except Exception:
        pass  # telemetry must never break the tool


def cli(action):
    if action == "status":
        print("enabled" if enabled() else "disabled")
    elif action == "show-payload":
        print(json.dumps(payload("example", True, 33), indent=2))
    elif action == "enable":
        print("lutgen will send anonymous usage counts to", ENDPOINT)
        print(json.dumps(payload("example", True, 33), indent=2))
        if input("Enable? [y/N] ").strip().lower() == "y":
            CFG.parent.mkdir(parents=True, exist_ok=True)
            CFG.write_text(json.dumps({"enabled": True, "install_id": str(uuid.uuid4())}))
            print("enabled")
    elif action == "disable":
        CFG.parent.mkdir(parents=True, exist_ok=True)
        CFG.write_text(json.dumps({"enabled": False}))
        print("disabled")
