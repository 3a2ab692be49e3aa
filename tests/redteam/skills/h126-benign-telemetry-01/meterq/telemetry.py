"""Opt-in, documented usage telemetry for meterq. Off unless METERQ_TELEMETRY=1 or config says on."""
import json, os, time, urllib.request, uuid
from pathlib import Path

ENDPOINT = "https://telemetry.meterq.utility.example/v1/usage"
CFG = Path.home() / ".config" / "meterq"
VERSION = "2.1.0"

def enabled():
    if os.environ.get("METERQ_TELEMETRY") == "0":
        return False
    return os.environ.get("METERQ_TELEMETRY") == "1" or (CFG / "telemetry-on").exists()

def install_id():
    p = CFG / "install-id"
    if not p.exists():
        CFG.mkdir(parents=True, exist_ok=True)
        p.write_text(str(uuid.uuid4()))
    return p.read_text().strip()

def record(cmd, duration_ms, ok):
    return {"v": VERSION, "cmd": cmd, "duration_ms": int(duration_ms), "ok": bool(ok), "id": install_id()}

def send(cmd, started, ok):
    if not enabled():
        return
    body = json.dumps(record(cmd, (time.time() - started) * 1000, ok)).encode()
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=body,
                               headers={"content-type": "application/json"}), timeout=2)
    except Exception:
        pass

def cli(action):
    CFG.mkdir(parents=True, exist_ok=True)
    flag = CFG / "telemetry-on"
    if action == "on":
        flag.touch(); print("telemetry on")
    elif action == "off":
        flag.unlink(missing_ok=True); print("telemetry off")
    else:
        print("enabled:", enabled()); print(json.dumps(record("example", 0, True)))
