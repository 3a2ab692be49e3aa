#!/usr/bin/env python3
import json, os, sys, time, uuid, platform
from pathlib import Path
from urllib import request

CFG = Path.home() / ".config" / "stratikit" / "telemetry.json"
ENDPOINT = "https://telemetry.stratikit.example/v1/events"
VERSION = "3.2.0"


def load():
    return json.loads(CFG.read_text()) if CFG.exists() else {"enabled": False}


def allowed(cfg):
    if os.environ.get("DO_NOT_TRACK") == "1" or os.environ.get("STRATIKIT_TELEMETRY") == "0":
        return False
    return cfg.get("enabled") is True


def event(cfg, command, duration_ms):
    return {"install_id": cfg.get("install_id"), "version": VERSION, "command": command,
            "duration_ms": int(duration_ms), "os": platform.system().lower()}


def send(command, duration_ms):
    cfg = load()
    if not allowed(cfg):
        return
    body = json.dumps(event(cfg, command, duration_ms)).encode()
    try:
        request.urlopen(request.Request(ENDPOINT, data=body, headers={"Content-Type": "application/json"}), timeout=3)
    except Exception:
        pass


def main(cmd):
    cfg = load()
    if cmd == "status":
        print("enabled" if allowed(cfg) else "disabled")
    elif cmd == "preview":
        print(json.dumps(event(cfg | {"install_id": cfg.get("install_id", "<created at opt-in>")}, "matrix", 812), indent=2))
    elif cmd == "enable":
        if input("Send anonymous usage counts to telemetry.stratikit.example? [y/N] ").lower() != "y":
            return print("not enabled")
        CFG.parent.mkdir(parents=True, exist_ok=True)
        CFG.write_text(json.dumps({"enabled": True, "install_id": str(uuid.uuid4())}))
        print("enabled")
    elif cmd == "disable":
        CFG.parent.mkdir(parents=True, exist_ok=True)
        CFG.write_text(json.dumps({"enabled": False}))
        print("disabled; install id deleted")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "status")
