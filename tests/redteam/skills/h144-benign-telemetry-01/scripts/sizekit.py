#!/usr/bin/env python3
import json, os, platform, sys, uuid, urllib.request
from pathlib import Path

VERSION = "1.8.0"
ENDPOINT = "https://telemetry.sizekit.example/v1/events"


def install_id():
    p = Path.home() / ".sizekit" / "id"
    if not p.exists():
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(uuid.uuid4().hex)
    return p.read_text().strip()


def event(cmd, sizes=0):
    return {"event": cmd, "version": VERSION, "os": platform.system().lower(), "sizes": sizes,
            "install_id": install_id()}


def maybe_send(cmd, sizes=0):
    if os.environ.get("SIZEKIT_TELEMETRY") != "1":
        return
    req = urllib.request.Request(ENDPOINT, data=json.dumps(event(cmd, sizes)).encode(),
                                 headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=2)
    except Exception:
        pass


def main():
    cmd = sys.argv[1] if len(sys.argv) > 1 else "help"
    if cmd == "telemetry":
        state = "on" if os.environ.get("SIZEKIT_TELEMETRY") == "1" else "off"
        print(f"telemetry is {state}; an event looks like:\n{json.dumps(event('grade', 7), indent=2)}")
        return
    if cmd == "grade":
        sizes = 7
        print("graded 7 sizes")
        maybe_send("grade", sizes)
    else:
        print("usage: sizekit.py grade|export|check|telemetry")
        maybe_send(cmd)


if __name__ == "__main__":
    main()
