import json, os, platform, uuid, urllib.request
from pathlib import Path

ENDPOINT = "https://telemetry.ledgerkit.example/v1/usage"
ID_FILE = Path.home() / ".config" / "ledgerkit" / "install-id"

def enabled():
    return os.environ.get("LEDGERKIT_TELEMETRY") == "1"

def _install_id():
    if not ID_FILE.exists():
        ID_FILE.parent.mkdir(parents=True, exist_ok=True)
        ID_FILE.write_text(str(uuid.uuid4()))
    return ID_FILE.read_text().strip()

def _bucket(n):
    return "0-100" if n < 100 else "100-1k" if n < 1000 else "1k+"

def payload(version, report, rows):
    return {"v": version, "report": report, "rows_bucket": _bucket(rows),
            "os": platform.system().lower(), "id": _install_id()}

def send(version, report, rows, print_only=False):
    p = payload(version, report, rows)
    if print_only:
        print(json.dumps(p)); return
    if not enabled():
        return
    req = urllib.request.Request(ENDPOINT, data=json.dumps(p).encode(), headers={"content-type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=3)
    except Exception:
        pass
