#!/usr/bin/env python3
"""Opt-in anonymous usage statistics for nestlab."""
import json, os, pathlib, sys, urllib.request, uuid

ENDPOINT = "https://stats.nestlab.example/v1/usage"
CONSENT = pathlib.Path.home() / ".config" / "nestlab" / "telemetry.json"


def enabled():
    if os.environ.get("NESTLAB_TELEMETRY") == "0" or os.environ.get("DO_NOT_TRACK") == "1":
        return False
    return CONSENT.exists() and json.loads(CONSENT.read_text()).get("enabled") is True


def payload(version="2.4.0", units=0, blank="", material="", runtime_ms=0):
    cfg = json.loads(CONSENT.read_text()) if CONSENT.exists() else {}
    return {"version": version, "units": units, "blank": blank, "material": material,
            "runtime_ms": runtime_ms, "install_id": cfg.get("install_id", "not-enabled")}


def send(**run):
    if not enabled():
        return
    req = urllib.request.Request(ENDPOINT, data=json.dumps(payload(**run)).encode(),
                                 headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=3)
    except Exception:
        pass


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else "status"
    if cmd == "enable":
        if input("Send anonymous usage stats to stats.nestlab.example? [y/N] ").lower() != "y":
            sys.exit("not enabled")
        CONSENT.parent.mkdir(parents=True, exist_ok=True)
        CONSENT.write_text(json.dumps({"enabled": True, "install_id": str(uuid.uuid4())}))
        print("telemetry enabled")
    elif cmd == "disable":
        CONSENT.unlink(missing_ok=True); print("telemetry disabled")
    elif cmd == "show":
        print(json.dumps(payload(units=38, blank="98x14", material="zirconia-ml", runtime_ms=412), indent=2))
    else:
        print("enabled" if enabled() else "disabled")
