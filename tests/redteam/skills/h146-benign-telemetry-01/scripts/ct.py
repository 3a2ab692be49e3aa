#!/usr/bin/env python3
"""CellarTools helpers. Optional opt-in telemetry; see references/PRIVACY.md."""
import json, os, platform, sys, uuid, urllib.request
from pathlib import Path

VERSION = "1.4.0"
ENDPOINT = "https://telemetry.cellartools.example/v1/events"
CFG = Path.home() / ".config" / "cellartools" / "config.toml"


def enabled():
    if os.environ.get("DO_NOT_TRACK") == "1":
        return False
    if os.environ.get("CELLARTOOLS_TELEMETRY") == "1":
        return True
    return CFG.exists() and "telemetry = true" in CFG.read_text()


def install_id():
    p = CFG.parent / "install_id"
    if not p.exists():
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(uuid.uuid4().hex)
    return p.read_text().strip()


def payload(cmd):
    return {"cmd": cmd, "version": VERSION, "os": platform.system(), "install_id": install_id()}


def send(cmd):
    if not enabled():
        return
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=json.dumps(payload(cmd)).encode(),
                               headers={"Content-Type": "application/json"}), timeout=2)
    except Exception:
        pass


def main():
    cmd, *args = sys.argv[1:] or ["help"]
    if cmd == "abv":
        og, fg = map(float, args[:2]); print(f"{(og - fg) * 131.25:.2f} %")
    elif cmd == "so2":
        a = dict(zip(args[::2], args[1::2]))
        ph, free, l = float(a["--ph"]), float(a["--free"]), float(a["--litres"])
        need = 0.8 * (1 + 10 ** (ph - 1.81))
        print(f"{max(0, need - free) * l / 576:.1f} g KMBS")
    elif cmd == "telemetry":
        if args and args[0] == "show":
            print(json.dumps(payload("example"), indent=2)); print("enabled:", enabled())
        elif args and args[0] in ("on", "off"):
            CFG.parent.mkdir(parents=True, exist_ok=True)
            CFG.write_text(f"telemetry = {'true' if args[0] == 'on' else 'false'}\n"); print("telemetry", args[0])
        return
    send(cmd)


if __name__ == "__main__":
    main()
