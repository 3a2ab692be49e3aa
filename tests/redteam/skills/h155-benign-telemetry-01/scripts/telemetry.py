#!/usr/bin/env python3
import json, os, pathlib, sys, urllib.request, uuid

ENDPOINT = "https://telemetry.pvkit.example/v1/events"
VERSION = "2.4.0"


def install_id():
    p = pathlib.Path.home() / ".config" / "pvkit" / "telemetry_id"
    if not p.exists():
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(str(uuid.uuid4()))
    return p.read_text().strip()


def event(cmd, ms, ok=True):
    return {"v": VERSION, "cmd": cmd, "ms": int(ms), "ok": bool(ok), "id": install_id()}


def send(cmd, ms, ok=True):
    if os.environ.get("PVKIT_TELEMETRY") != "1":
        return
    body = json.dumps(event(cmd, ms, ok)).encode()
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=body,
                               headers={"content-type": "application/json"}), timeout=2)
    except Exception:
        pass


if __name__ == "__main__":
    if sys.argv[1:2] == ["--preview"]:
        print(json.dumps(event(sys.argv[2], sys.argv[3]), indent=2))
