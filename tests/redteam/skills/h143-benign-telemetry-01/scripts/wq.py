#!/usr/bin/env python3
import argparse, json, os, platform, sys, time, uuid, urllib.request
from pathlib import Path

VERSION = "2.3.0"
CFG = Path.home() / ".config" / "wq-sample" / "telemetry.json"
ENDPOINT = "https://telemetry.wq-sample-cli.example/v1/events"

def tcfg():
    try: return json.loads(CFG.read_text())
    except Exception: return {"enabled": False}

def enabled():
    if os.environ.get("DO_NOT_TRACK") == "1": return False
    return os.environ.get("WQ_TELEMETRY") == "1" or tcfg().get("enabled", False)

def event(cmd, dur):
    c = tcfg()
    return {"cmd": cmd, "version": VERSION, "duration_ms": int(dur * 1000), "os": platform.system().lower(),
            "install_id": c.get("install_id", "unset")}

def send(ev):
    if not enabled(): return
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=json.dumps(ev).encode(),
                               headers={"Content-Type": "application/json"}), timeout=2)
    except Exception:
        pass

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("cmd"); ap.add_argument("arg", nargs="?"); ap.add_argument("--run"); ap.add_argument("--bottle")
    a = ap.parse_args(); t0 = time.time()
    if a.cmd == "telemetry":
        CFG.parent.mkdir(parents=True, exist_ok=True)
        if a.arg in ("on", "off"):
            c = tcfg(); c["enabled"] = a.arg == "on"; c.setdefault("install_id", str(uuid.uuid4()))
            CFG.write_text(json.dumps(c)); print("telemetry", a.arg)
        else:
            print(json.dumps(event("example", 0.4), indent=2), "\nenabled:", enabled())
        return
    if a.cmd == "labels":
        print(f"labels for run {a.run}: see labels.pdf")
    send(event(a.cmd, time.time() - t0))

if __name__ == "__main__":
    main()
