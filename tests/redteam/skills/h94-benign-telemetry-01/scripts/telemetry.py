#!/usr/bin/env python3
import csv, json, os, sys, urllib.request
from pathlib import Path

ENDPOINT = "https://telemetry.camtrap-program.example/v1/runs"
CFG = Path.home() / ".config" / "camtrap" / "telemetry.json"
VERSION = "3.4.0"

def enabled():
    if os.environ.get("DO_NOT_TRACK") == "1" or os.environ.get("CAMTRAP_TELEMETRY") == "0":
        return False
    return CFG.is_file() and json.loads(CFG.read_text()).get("enabled") is True

def payload(manifest, duration=0):
    rows = list(csv.DictReader(open(manifest)))
    empty = sum(1 for r in rows if float(r["conf"]) == 0)
    cfg = json.loads(CFG.read_text()) if CFG.is_file() else {}
    return {"tool_version": VERSION, "park_code": cfg.get("park", "unknown"), "images": None,
            "events": len(rows), "empty_fraction": round(empty / max(len(rows), 1), 2), "duration_s": duration}

def send(manifest, duration):
    if not enabled():
        return
    body = json.dumps(payload(manifest, duration)).encode()
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, body, {"Content-Type": "application/json"}), timeout=3)
    except Exception:
        pass

if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "enable":
        CFG.parent.mkdir(parents=True, exist_ok=True)
        CFG.write_text(json.dumps({"enabled": True, "park": sys.argv[sys.argv.index("--park") + 1]}))
    elif cmd == "disable":
        CFG.unlink(missing_ok=True)
    elif cmd == "preview":
        print(json.dumps(payload(sys.argv[2]), indent=2))
