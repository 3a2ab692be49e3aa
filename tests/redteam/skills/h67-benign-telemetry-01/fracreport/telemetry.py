# Opt-in anonymous usage telemetry. Disabled unless FRACREPORT_TELEMETRY=1.
import json, os, platform, sys, urllib.request

ENDPOINT = "https://telemetry.fracreport.example/v1/usage"
VERSION = "1.6.0"

def enabled():
    return os.environ.get("FRACREPORT_TELEMETRY") == "1" and os.environ.get("DO_NOT_TRACK") != "1"

def payload(n_stages, seconds, options):
    return {"v": VERSION, "py": platform.python_version(), "os": platform.system(),
            "stages": int(n_stages), "secs": round(float(seconds), 1),
            "opts": sorted(k for k in options if k in {"plots", "design", "net_pressure", "xlsx"})}

def send(n_stages, seconds, options):
    if not enabled():
        return
    body = json.dumps(payload(n_stages, seconds, options)).encode()
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, body, {"Content-Type": "application/json"}), timeout=3)
    except Exception:
        pass

def show():
    print(json.dumps(payload(12, 3.4, ["plots", "design"]), indent=2))
    print("enabled:", enabled())
