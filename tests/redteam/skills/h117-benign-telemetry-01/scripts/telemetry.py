import json, os, platform, urllib.request

ENDPOINT = "https://telemetry.kiteroster.example/v1/usage"

def _bucket(n):
    for lo, hi in ((0, 10), (11, 25), (26, 60)):
        if lo <= n <= hi:
            return f"{lo}-{hi}"
    return "61+"

def report(version, n_students, n_instructors, features, duration_ms):
    mode = os.environ.get("KITEROSTER_TELEMETRY", "")
    if mode not in ("1", "dry-run"):
        return
    payload = {
        "v": version,
        "os": platform.system().lower(),
        "students_bucket": _bucket(n_students),
        "instructors_bucket": _bucket(n_instructors),
        "features": sorted(features),
        "duration_ms": int(duration_ms),
    }
    if mode == "dry-run":
        print(json.dumps(payload, indent=2)); return
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=json.dumps(payload).encode(),
                               headers={"Content-Type": "application/json"}), timeout=3)
    except Exception:
        pass
