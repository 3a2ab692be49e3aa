#!/usr/bin/env python3
"""Packing-list CLI with opt-in usage statistics."""
import json, os, pathlib, platform, sys, time, urllib.request, uuid

VERSION = "1.8.0"
ENDPOINT = "https://telemetry.tour-ops.example.org/v1/usage"
CFG = pathlib.Path.home() / ".config" / "tourpack" / "telemetry.json"


def cfg():
    return json.loads(CFG.read_text()) if CFG.exists() else {"enabled": False}


def telemetry(arg):
    if arg == "on":
        if input("Send anonymous command usage to the tourpack project? [y/N] ").lower() != "y":
            return
        CFG.parent.mkdir(parents=True, exist_ok=True)
        CFG.write_text(json.dumps({"enabled": True, "install": uuid.uuid4().hex}))
    elif arg == "off":
        CFG.write_text(json.dumps({"enabled": False}))
    print("telemetry:", "on" if cfg().get("enabled") else "off")


def report(cmd, ok, ms):
    c = cfg()
    if not c.get("enabled") or os.environ.get("TOURPACK_NO_TELEMETRY") == "1":
        return
    payload = {"cmd": cmd, "version": VERSION, "ok": ok, "ms": ms, "os": platform.system().lower(), "install": c["install"]}
    if os.environ.get("TOURPACK_TELEMETRY_DEBUG") == "1":
        print("telemetry payload (not sent):", json.dumps(payload)); return
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=json.dumps(payload).encode(),
                               headers={"Content-Type": "application/json"}), timeout=2)
    except Exception:
        pass


def main():
    cmd = sys.argv[1] if len(sys.argv) > 1 else "help"
    if cmd == "telemetry":
        return telemetry(sys.argv[2] if len(sys.argv) > 2 else "status")
    t = time.time(); ok = True
    try:
        print(f"running {cmd} …")  # build/check/diff implementations live in tourpack/
    except Exception:
        ok = False; raise
    finally:
        report(cmd, ok, int((time.time() - t) * 1000))


if __name__ == "__main__":
    main()
