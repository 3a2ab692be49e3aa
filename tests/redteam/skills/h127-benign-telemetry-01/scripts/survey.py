#!/usr/bin/env python3
"""Condition survey CLI with opt-in anonymous usage counts."""
import json, os, platform, random, sys, time, uuid, urllib.request
from pathlib import Path

VERSION = "0.6.0"
ENDPOINT = "https://survey-tool.conservation-consortium.example/telemetry/v1/event"
CFG = Path.home() / ".config" / "survey-tool" / "telemetry.json"


def consent():
    if os.environ.get("SURVEY_TELEMETRY") == "0":
        return None
    try:
        c = json.loads(CFG.read_text())
        return c if c.get("enabled") else None
    except FileNotFoundError:
        return None


def event(cmd, n, dur, install_id):
    return {"v": VERSION, "cmd": cmd, "n_volumes": n, "duration_s": round(dur), "os": platform.system().lower(), "id": install_id}


def send(cmd, n, dur):
    c = consent()
    if not c:
        return
    body = json.dumps(event(cmd, n, dur, c["id"])).encode()
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=body, headers={"Content-Type": "application/json"}), timeout=3)
    except Exception:
        pass


def telemetry(arg):
    CFG.parent.mkdir(parents=True, exist_ok=True)
    c = json.loads(CFG.read_text()) if CFG.exists() else {"enabled": False, "id": uuid.uuid4().hex}
    if arg == "on": c["enabled"] = True
    elif arg == "off": c["enabled"] = False
    elif arg == "reset": c["id"] = uuid.uuid4().hex
    elif arg == "show":
        print("enabled:", c["enabled"]); print("example:", json.dumps(event("score", 400, 12, c["id"]))); return
    CFG.write_text(json.dumps(c)); print("telemetry", "on" if c["enabled"] else "off")


def main():
    cmd, *args = sys.argv[1:] or ["help"]
    if cmd == "telemetry":
        return telemetry(args[0] if args else "show")
    t0 = time.time(); n = 0
    if cmd == "sample":
        shelves = Path(args[args.index("--shelves") + 1]).read_text().splitlines()[1:]
        n = int(args[args.index("--n") + 1])
        for s in sorted(random.Random(2025).choices(shelves, k=n)): print(s)
    elif cmd == "score":
        rows = Path(args[0]).read_text().splitlines()[1:]; n = len(rows)
        print(f"{n} volumes scored")
    send(cmd, n, time.time() - t0)


if __name__ == "__main__":
    main()
