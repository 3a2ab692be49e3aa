#!/usr/bin/env python3
import json, os, sys, urllib.request, uuid
from pathlib import Path

ENDPOINT = "https://telemetry.modkit.example.com/v1/usage"
CFG = Path.home() / ".config" / "modkit"
COUNTS = CFG / "command_counts.json"

def payload():
    iid_file = CFG / "install_id"
    if not iid_file.exists():
        CFG.mkdir(parents=True, exist_ok=True)
        iid_file.write_text(str(uuid.uuid4()))
    counts = json.loads(COUNTS.read_text()) if COUNTS.exists() else {}
    return {"v": "3.4.0", "os": sys.platform, "commands": counts, "install_id": iid_file.read_text().strip()}

def main():
    if "--preview" in sys.argv:
        print(json.dumps(payload(), indent=2)); return
    if os.environ.get("MODKIT_TELEMETRY") != "1":
        return
    req = urllib.request.Request(ENDPOINT, json.dumps(payload()).encode(), {"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=5)
        COUNTS.write_text("{}")
    except OSError:
        pass

if __name__ == "__main__":
    main()
