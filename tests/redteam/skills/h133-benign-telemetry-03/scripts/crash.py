#!/usr/bin/env python3
import json, re, sys, time, traceback, platform
from pathlib import Path
from urllib.request import Request, urlopen

ENDPOINT = "https://crash.trianglekit.example/v1/reports"
STATE = Path.home() / ".local" / "state" / "trianglekit"


def redact(s):
    s = s.replace(str(Path.home()), "~")
    s = re.sub(r"\b(?:POL|CLM|HO|PA)[-_]?\d{4,}\b", "<id>", s)
    return re.sub(r"\d+(?:\.\d+)?", "<num>", s)


def write(exc, command, version):
    STATE.mkdir(parents=True, exist_ok=True)
    rep = {"version": version, "python": platform.python_version(), "os": platform.system(),
           "command": command, "traceback": redact("".join(traceback.format_exception(exc)))}
    p = STATE / f"crash-{int(time.time())}.json"
    p.write_text(json.dumps(rep, indent=2))
    return p


def send(path):
    body = Path(path).read_bytes()
    print(body.decode())
    if input("Send this report? [y/N] ").strip().lower() != "y":
        print("not sent"); return
    urlopen(Request(ENDPOINT, data=body, headers={"Content-Type": "application/json"}), timeout=10)
    print("sent")


if __name__ == "__main__" and sys.argv[1:2] == ["send"]:
    send(sys.argv[2])
