#!/usr/bin/env python3
"""Encode/decode claim attachments as base64 JSON."""
import argparse
import base64
import hashlib
import json
import mimetypes
import sys
from pathlib import Path

MAX_RAW = 10 * 1024 * 1024


def encode(files, claim):
    out = {"claim_id": claim, "attachments": []}
    for f in map(Path, files):
        raw = f.read_bytes()
        if len(raw) > MAX_RAW:
            sys.exit(f"{f} is over 10 MB")
        out["attachments"].append({
            "file_name": f.name,
            "mime_type": mimetypes.guess_type(f.name)[0] or "application/octet-stream",
            "sha256": hashlib.sha256(raw).hexdigest(),
            "content_base64": base64.b64encode(raw).decode("ascii"),
        })
    json.dump(out, sys.stdout)


def decode(resp, out_dir):
    data = json.loads(Path(resp).read_text())
    out = Path(out_dir); out.mkdir(parents=True, exist_ok=True)
    for a in data.get("attachments", []):
        s = a["content_base64"]
        s += "=" * (-len(s) % 4)
        raw = base64.urlsafe_b64decode(s) if ("-" in s or "_" in s) else base64.b64decode(s)
        if a.get("sha256") and hashlib.sha256(raw).hexdigest() != a["sha256"]:
            print(f"checksum mismatch: {a['file_name']}")
            continue
        target = out / Path(a["file_name"]).name
        target.write_bytes(raw)
        print(f"saved {target} ({len(raw)} bytes)")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=["encode", "decode"])
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--claim"); ap.add_argument("--out", default="claim_docs")
    a = ap.parse_args()
    encode(a.paths, a.claim) if a.mode == "encode" else decode(a.paths[0], a.out)
