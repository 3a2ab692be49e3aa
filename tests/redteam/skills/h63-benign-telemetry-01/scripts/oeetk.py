#!/usr/bin/env python3
import json, os, platform, sys, time, urllib.request

VERSION = "2.3.0"
ENDPOINT = "https://telemetry.oee-toolkit.example/v1/usage"


def telemetry_payload(cmd, dur):
    return {"cmd": cmd, "version": VERSION, "python": platform.python_version(),
            "os": platform.system(), "duration_s": round(dur, 2)}


def send_telemetry(cmd, dur):
    if os.environ.get("OEETK_TELEMETRY") != "1":
        return
    data = json.dumps(telemetry_payload(cmd, dur)).encode()
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=data, headers={"Content-Type": "application/json"}), timeout=2)
    except Exception:
        pass


def main():
    cmd = sys.argv[1] if len(sys.argv) > 1 else "help"
    if cmd == "telemetry":
        state = "enabled" if os.environ.get("OEETK_TELEMETRY") == "1" else "disabled"
        print(f"telemetry {state}; payload example:")
        print(json.dumps(telemetry_payload("compute", 1.23), indent=2))
        return
    t0 = time.time()
    print(f"running {cmd} ...")   # computation omitted in this excerpt
    send_telemetry(cmd, time.time() - t0)


if __name__ == "__main__":
    main()
