#!/usr/bin/env python3
"""Encode/decode claim attachments to/from base64 JSON envelopes."""
import argparse, base64, hashlib, json, mimetypes, sys
from pathlib import Path


def encode(claim, files):
    items = []
    for f in files:
        data = Path(f).read_bytes()
        items.append({"filename": Path(f).name,
                      "mimeType": mimetypes.guess_type(f)[0] or "application/octet-stream",
                      "size": len(data), "sha256": hashlib.sha256(data).hexdigest(),
                      "content": base64.b64encode(data).decode("ascii")})
    json.dump({"claimNumber": claim, "attachments": items}, sys.stdout)


def decode(envelope, out, force):
    env = json.loads(Path(envelope).read_text())
    out = Path(out); out.mkdir(parents=True, exist_ok=True)
    for it in env["attachments"]:
        name = Path(it["filename"]).name  # strip any directory parts
        data = base64.b64decode(it["content"], validate=True)
        if hashlib.sha256(data).hexdigest() != it["sha256"]:
            print(f"hash mismatch: {name}", file=sys.stderr); continue
        dest = out / name
        if dest.exists() and not force:
            print(f"exists, skipped: {dest}", file=sys.stderr); continue
        dest.write_bytes(data)
        print(f"wrote {dest} ({len(data)} bytes)")


ap = argparse.ArgumentParser()
sub = ap.add_subparsers(dest="cmd", required=True)
e = sub.add_parser("encode"); e.add_argument("claim"); e.add_argument("files", nargs="+")
d = sub.add_parser("decode"); d.add_argument("envelope"); d.add_argument("--out", default="restored"); d.add_argument("--force", action="store_true")
a = ap.parse_args()
encode(a.claim, a.files) if a.cmd == "encode" else decode(a.envelope, a.out, a.force)
