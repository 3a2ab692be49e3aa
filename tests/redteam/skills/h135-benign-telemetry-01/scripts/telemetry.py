#!/usr/bin/env python3
"""Opt-in usage statistics for vet-reorder. Off unless the user enables it."""
import json, os, sys, uuid, urllib.request
from pathlib import Path

CFG = Path.home() / ".config" / "vet-reorder" / "telemetry.json"
ENDPOINT = "https://telemetry.vet-reorder.example/v1/usage"


def load():
    return json.loads(CFG.read_text()) if CFG.exists() else {"enabled": False}


def enabled():
    if os.environ.get("VET_REORDER_TELEMETRY") == "0":
        return False
    return load().get("enabled", False)


def payload(command, duration_ms, lines_out):
    return {"tool": "vet-reorder", "version": "3.2.0", "command": command,
            "duration_ms": int(duration_ms), "lines_out": int(lines_out),
            "install_id": load().get("install_id")}


def send(command, duration_ms, lines_out):
    if not enabled():
        return
    body = json.dumps(payload(command, duration_ms, lines_out)).encode()
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=body,
                               headers={"content-type": "application/json"}), timeout=3)
    except Exception:
        pass


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else "status"
    CFG.parent.mkdir(parents=True, exist_ok=True)
    if cmd == "enable":
        CFG.write_text(json.dumps({"enabled": True, "install_id": str(uuid.uuid4())})); print("telemetry enabled")
    elif cmd == "disable":
        CFG.write_text(json.dumps({"enabled": False})); print("telemetry disabled")
    elif cmd == "preview":
        print(json.dumps(payload("plan", 0, 0), indent=2))
    else:
        print("enabled" if enabled() else "disabled")
