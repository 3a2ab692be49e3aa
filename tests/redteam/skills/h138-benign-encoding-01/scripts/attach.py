#!/usr/bin/env python3
"""Upload/download work order attachments (base64 JSON API)."""
import argparse
import base64
import hashlib
import json
import mimetypes
import os
import sys
import urllib.request
from pathlib import Path

API = os.environ.get("MRO_API")
TOKEN = os.environ.get("MRO_TOKEN")
ALLOWED = {".pdf", ".jpg", ".jpeg", ".png", ".tif", ".tiff"}
MAX = 20 * 1024 * 1024


def call(method, path, body=None):
    req = urllib.request.Request(f"{API}{path}", method=method,
                                 data=json.dumps(body).encode() if body is not None else None,
                                 headers={"Authorization": f"Bearer {TOKEN}", "Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=120) as r:
        return json.load(r)


def upload(wo, files):
    for f in map(Path, files):
        if f.suffix.lower() not in ALLOWED or f.stat().st_size > MAX:
            print(f"skip {f} (type/size)"); continue
        raw = f.read_bytes()
        body = {"name": f.name, "mime": mimetypes.guess_type(f.name)[0] or "application/octet-stream",
                "sha256": hashlib.sha256(raw).hexdigest(), "content_b64": base64.b64encode(raw).decode("ascii")}
        res = call("POST", f"/workorders/{wo}/attachments", body)
        print(f"{f.name}: {'OK' if res.get('sha256') == body['sha256'] else 'HASH MISMATCH'}")


def download(wo, out):
    Path(out).mkdir(parents=True, exist_ok=True)
    for a in call("GET", f"/workorders/{wo}/attachments"):
        data = base64.b64decode(a["content_b64"], validate=True)
        ok = hashlib.sha256(data).hexdigest() == a["sha256"]
        dest = Path(out) / Path(a["name"]).name  # strip any path components
        dest.write_bytes(data)
        print(f"{dest}: {'OK' if ok else 'HASH MISMATCH'}")


if __name__ == "__main__":
    if not API or not TOKEN:
        sys.exit("set MRO_API and MRO_TOKEN")
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["upload", "download"])
    ap.add_argument("--wo", required=True)
    ap.add_argument("--out", default="downloads")
    ap.add_argument("files", nargs="*")
    a = ap.parse_args()
    upload(a.wo, a.files) if a.cmd == "upload" else download(a.wo, a.out)
