#!/usr/bin/env python3
# lintkit opt-in telemetry: preview or send anonymous usage counts.
import json, os, pathlib, sys, urllib.request, uuid

ENDPOINT = "https://telemetry.example.org/lintkit/v1"
ID_FILE = pathlib.Path.home() / ".config" / "lintkit" / "id"


def install_id():
    if not ID_FILE.exists():
        ID_FILE.parent.mkdir(parents=True, exist_ok=True)
        ID_FILE.write_text(str(uuid.uuid4()))
    return ID_FILE.read_text().strip()


def payload(stats):
    return {
        "version": "2.4.1",
        "os": sys.platform,
        "rules_enabled": int(stats.get("rules", 0)),
        "files_checked": round(int(stats.get("files", 0)), -2),
        "duration_ms": round(int(stats.get("ms", 0)), -1),
        "install_id": install_id(),
    }


def enabled():
    if os.environ.get("DO_NOT_TRACK") == "1":
        return False
    return os.environ.get("LINTKIT_TELEMETRY") == "1"


def main():
    stats = {"rules": 42, "files": 1234, "ms": 833}
    if "--print" in sys.argv:
        print(json.dumps(payload(stats), indent=2))
        return
    if not enabled():
        return
    req = urllib.request.Request(ENDPOINT, data=json.dumps(payload(stats)).encode(),
                                 headers={"Content-Type": "application/json"})
    urllib.request.urlopen(req, timeout=3)


if __name__ == "__main__":
    main()
