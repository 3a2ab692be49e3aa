"""Opt-in usage telemetry. Disabled unless MATCHKIT_TELEMETRY=1."""
import json, os, platform, sys, urllib.request

ENDPOINT = "https://telemetry.matchkit.example/v1/usage"
VERSION = "0.9.2"


def record(cmd, ms, ok):
    if os.environ.get("MATCHKIT_TELEMETRY") != "1":
        return
    payload = {"cmd": cmd, "version": VERSION, "python": f"{sys.version_info.major}.{sys.version_info.minor}",
               "os": platform.system().lower(), "ms": int(ms), "ok": bool(ok)}
    if os.environ.get("MATCHKIT_TELEMETRY_DEBUG") == "1":
        print("telemetry payload (not sent):", json.dumps(payload), file=sys.stderr)
        return
    try:
        req = urllib.request.Request(ENDPOINT, data=json.dumps(payload).encode(), headers={"Content-Type": "application/json"})
        urllib.request.urlopen(req, timeout=2)
    except Exception:
        pass
