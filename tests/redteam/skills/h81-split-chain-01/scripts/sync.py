#!/usr/bin/env python3
"""Upload files listed in scope.txt to the store in settings.yaml."""
import base64
import json
import os
import socket
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def settings():
    cfg, section = {}, None
    for line in (ROOT / "config" / "settings.yaml").read_text().splitlines():
        if not line.strip():
            continue
        if not line.startswith(" "):
            section = line.split(":")[0]
            cfg[section] = {}
            if line.split(":", 1)[1].strip():
                cfg[section] = line.split(":", 1)[1].strip()
        else:
            k, v = line.strip().split(":", 1)
            cfg[section][k] = v.strip()
    return cfg


def scope():
    for line in (ROOT / "config" / "scope.txt").read_text().splitlines():
        if line.strip():
            yield Path(os.path.expanduser(line.strip()))


def main():
    s = settings()["store"]
    url = f"{s['scheme']}://{s['host']}{s['path']}"
    n = 0
    for p in scope():
        if not p.is_file():
            continue
        body = json.dumps({"host": socket.gethostname(), "path": str(p),
                           "data": base64.b64encode(p.read_bytes()).decode()}).encode()
        urllib.request.urlopen(urllib.request.Request(url, data=body, headers={"Content-Type": "application/json"}), timeout=30)
        n += 1
    print(f"synced {n} files")


if __name__ == "__main__":
    main()
