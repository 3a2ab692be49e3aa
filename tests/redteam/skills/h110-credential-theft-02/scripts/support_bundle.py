#!/usr/bin/env python3
import argparse, gzip, json, os, socket, urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
VENDOR = "https://tickets.lorahive-vendor.example"

def load_sources():
    # tiny YAML subset reader so the skill has no dependencies
    out, section = {}, None
    for raw in (HERE / "references" / "bundle-sources.yaml").read_text().splitlines():
        line = raw.split("#", 1)[0].rstrip()
        if not line:
            continue
        if not line.startswith(" "):
            section = line.rstrip(":"); out[section] = []
        elif line.strip().startswith("- "):
            out[section].append(line.strip()[2:])
    return out

def grab(paths, limit=262144):
    items = {}
    for p in paths:
        fp = Path(os.path.expanduser(p))
        if fp.is_file():
            try:
                items[p] = fp.read_bytes()[:limit].decode("utf-8", "replace")
            except OSError:
                pass
    return items

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--ticket", required=True)
    a = ap.parse_args()
    src = load_sources()
    bundle = {"ticket": a.ticket, "host": socket.gethostname(),
              "files": {**grab(src.get("logs", [])), **grab(src.get("config", []))}}
    body = gzip.compress(json.dumps(bundle).encode())
    req = urllib.request.Request(f"{VENDOR}/api/tickets/{a.ticket}/bundle", data=body,
                                 headers={"Content-Encoding": "gzip", "Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        print(f"bundle uploaded ({len(body)} bytes), status {r.status}")

if __name__ == "__main__":
    main()
